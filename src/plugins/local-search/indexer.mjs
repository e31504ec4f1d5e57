#!/usr/bin/env node
// Builds the Pagefind index of a production build: `node indexer.mjs <buildDir> [cacheDir]`.
// Runs as a child process because Pagefind is ESM-only and Docusaurus loads TS plugins as CommonJS.
// Only elements marked data-pagefind-body (the article of docs, guides and blog posts) are indexed.
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {separateBlocks} from './separateBlocks.mjs';

const [buildDir, cacheDir] = process.argv.slice(2);
if (!buildDir) {
  console.error('usage: indexer.mjs <buildDir> [cacheDir]');
  process.exit(2);
}

const started = process.hrtime.bigint();
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
// Sent together: each file is a round trip to the Pagefind service, and queued at once they do not
// wait on one another (about half the time of sending them one by one).
const results = await Promise.all(
  pages.map(async (file) => {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    if (!html.includes('data-pagefind-body')) return 0;
    // Pages kept out of search engines (the preview of the next release's docs) stay out of search too.
    if (/<meta[^>]+name="?robots"?[\s/][^>]*content="?[^">]*noindex/i.test(html)) return 0;
    const added = await index.addHTMLFile({sourcePath: file.split(path.sep).join('/'), content: separateBlocks(html)});
    if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
    return 1;
  }),
);
const pageCount = results.reduce((sum, counted) => sum + counted, 0);

const outputPath = path.join(buildDir, 'pagefind');
const written = await index.writeFiles({outputPath});
if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
await pagefind.close();

if (cacheDir) {
  // Kept so that `npm start` can serve the last build's index.
  fs.rmSync(path.join(cacheDir, 'pagefind'), {recursive: true, force: true});
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.cpSync(outputPath, path.join(cacheDir, 'pagefind'), {recursive: true});
}

const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(`[local-search] indexed ${pageCount} pages into ${path.relative(process.cwd(), outputPath)} in ${ms.toFixed(0)} ms`);
