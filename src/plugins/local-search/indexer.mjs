#!/usr/bin/env node
// Builds the Pagefind index of a production build: `node indexer.mjs <buildDir> [cacheDir] [phrasesJson]`.
// Runs as a child process because Pagefind is ESM-only and Docusaurus loads TS plugins as CommonJS.
// Only elements marked data-pagefind-body (the article of docs, guides and blog posts) are indexed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as pagefind from 'pagefind';
import {indexedText, linkedRoutes, prepareForIndex, SUBJECTS_FILE, subjectsFile, VOCABULARY_FILE, vocabularyFile, vocabularyWords} from './indexPrep.mjs';

const [buildDir, cacheDir, phrasesJson] = process.argv.slice(2);
if (!buildDir) {
  console.error('usage: indexer.mjs <buildDir> [cacheDir]');
  process.exit(2);
}

const started = process.hrtime.bigint();
/** Readers' words per page path (`/docs/data-privacy`), written by the plugin (phrases.ts). */
const phrasesByRoute = phrasesJson && fs.existsSync(phrasesJson) ? JSON.parse(fs.readFileSync(phrasesJson, 'utf8')) : {};
const routeOf = (file) => `/${file.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '');
/** Pages each word appears on, for the vocabulary. */
const pageCounts = new Map();
const {index, errors} = await pagefind.createIndex({
  forceLanguage: 'en',
  // Inside the article: heading anchors, the TOC on phones, edit/last-update lines and pagination.
  excludeSelectors: [
    '.hash-link',
    '.theme-doc-toc-mobile',
    '.theme-doc-footer',
    '.pagination-nav',
    '.theme-code-block button',
    '[data-pagefind-ignore]',
  ],
});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

const pages = fs
  .readdirSync(buildDir, {recursive: true})
  .map((file) => String(file))
  .filter((file) => /^(docs|guides|blog)[\\/].*\.html$/.test(file));
/** Each page's HTML, read once for the link counts and the index. */
const htmlOf = new Map(pages.map((file) => [file, fs.readFileSync(path.join(buildDir, file), 'utf8')]));
// Pages that link to each page from their text (not the sidebar or navbar): a page many others point
// to is a hub a broad query should reach first.
const linkedFrom = new Map();
for (const file of pages) {
  for (const target of linkedRoutes(htmlOf.get(file), routeOf(file))) linkedFrom.set(target, (linkedFrom.get(target) ?? 0) + 1);
}
// Sent together: each file is a round trip to the Pagefind service, and queued at once they do not
// wait on one another (about half the time of sending them one by one).
const results = await Promise.all(
  pages.map(async (file) => {
    const html = htmlOf.get(file);
    if (!html.includes('data-pagefind-body')) return 0;
    // Pages kept out of search engines (the preview of the next release's docs) stay out of search too.
    if (/<meta[^>]+name="?robots"?[\s/][^>]*content="?[^">]*noindex/i.test(html)) return 0;
    const phrases = phrasesByRoute[routeOf(file)] ?? [];
    for (const word of vocabularyWords(`${indexedText(html)} ${phrases.join(' ')}`)) pageCounts.set(word, (pageCounts.get(word) ?? 0) + 1);
    const added = await index.addHTMLFile({sourcePath: file.split(path.sep).join('/'), content: prepareForIndex(html, phrases, linkedFrom.get(routeOf(file)) ?? 0)});
    if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
    return 1;
  }),
);
const pageCount = results.reduce((sum, counted) => sum + counted, 0);

const outputPath = path.join(buildDir, 'pagefind');
// The bundle is taken in memory and written here, synchronously, instead of with index.writeFiles():
// close() kills Pagefind's backend at once, and a CI run once served an empty pagefind-entry.json
// after a build that had reported success. Every file is on disk before the backend is closed.
const {files, errors: fileErrors} = await index.getFiles();
if (fileErrors.length) throw new Error(`Pagefind could not produce the index: ${fileErrors.join('; ')}`);
await pagefind.close();
fs.rmSync(outputPath, {recursive: true, force: true});
for (const file of files) {
  const target = path.join(outputPath, file.path);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, file.content);
}
fs.writeFileSync(path.join(outputPath, VOCABULARY_FILE), vocabularyFile(pageCounts, pageCount));
// Each page's fragment (gzip, after Pagefind's 12-byte signature) names its id, releases, title,
// phrases, headings and description: the subjects file is built from them, so its ids are the index's.
const fragments = files
  .filter((file) => /^fragment\/[^/]+\.pf_fragment$/.test(file.path))
  .map((file) => ({id: path.basename(file.path, '.pf_fragment'), ...JSON.parse(zlib.gunzipSync(file.content).subarray('pagefind_dcd'.length).toString('utf8'))}));
fs.writeFileSync(path.join(outputPath, SUBJECTS_FILE), subjectsFile(fragments));
checkBundle(outputPath, pageCount);

if (cacheDir) {
  // Kept so that `npm start` can serve the last build's index.
  fs.rmSync(path.join(cacheDir, 'pagefind'), {recursive: true, force: true});
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.cpSync(outputPath, path.join(cacheDir, 'pagefind'), {recursive: true});
}

/** Fails the build when the bundle on disk is not one the search UI can load. */
function checkBundle(dir, expectedPages) {
  const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  for (const [language, {hash, page_count: count}] of Object.entries(entry.languages)) {
    const meta = path.join(dir, `pagefind.${hash}.pf_meta`);
    if (!fs.existsSync(meta) || fs.statSync(meta).size === 0) throw new Error(`Pagefind index for ${language} has no metadata file`);
    if (count !== expectedPages) throw new Error(`Pagefind indexed ${count} pages, expected ${expectedPages}`);
  }
  if (!fs.existsSync(path.join(dir, 'pagefind.js'))) throw new Error('Pagefind bundle has no pagefind.js');
  const subjects = JSON.parse(fs.readFileSync(path.join(dir, SUBJECTS_FILE), 'utf8'));
  if (subjects.pages.length !== expectedPages) throw new Error(`The subjects file has ${subjects.pages.length} pages, expected ${expectedPages}`);
}

const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(`[local-search] indexed ${pageCount} pages into ${path.relative(process.cwd(), outputPath)} in ${ms.toFixed(0)} ms`);
