#!/usr/bin/env node
// `npm run bench:search`: figures for the local search, printed, never asserted. Needs a build
// (`npm run build`). Reports relevance on the evaluation set (tests/fixtures/search-eval.json: top-1
// and top-3 per kind of query) and on the blind set (search-eval-blind.json), index size, indexing
// time, bytes fetched for the first query, a typo-corrected one and a question, and the cold (first query
// after page load) and warm (keystroke to hits painted) latency in Chromium. `-- --relevance` prints relevance only; `-- --misses` lists the queries whose
// expected page is not in the top three.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const {chromium} = require('@playwright/test');
const {ensureChromium} = require('./browser.cjs');

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const build = path.join(root, 'build');
if (!fs.existsSync(path.join(build, 'pagefind', 'pagefind.js'))) {
  console.error('No search index in build/: run `npm run build` first.');
  process.exit(1);
}

function dirSize(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const median = (values) => percentile(values, 0.5);

const args = process.argv.slice(2);
const relevanceOnly = args.includes('--relevance');
const showMisses = args.includes('--misses');
const readSet = (file) => JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures', file), 'utf8')).queries;
/** The evaluation set, and a second one written blind from the pages (see its `about`). */
const SETS = [
  ['evaluation set', readSet('search-eval.json')],
  ['blind set', readSet('search-eval-blind.json')],
];

// Indexing time: re-index a copy of the build so build/ is left untouched.
let indexMs = NaN;
if (!relevanceOnly) {
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
fs.cpSync(build, copy, {recursive: true});
const indexStart = process.hrtime.bigint();
spawnSync(process.execPath, [path.join(root, 'src/plugins/local-search/indexer.mjs'), copy], {stdio: 'ignore'});
indexMs = Number(process.hrtime.bigint() - indexStart) / 1e6;
fs.rmSync(copy, {recursive: true, force: true});
}

const port = Number(process.env.BENCH_PORT ?? 4281);
const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 600));

const browserInfo = ensureChromium();
const browser = await chromium.launch({executablePath: browserInfo.executablePath, args: browserInfo.args});
const QUERIES = ['prompt leakage', 'bias', 'sql injection', 'custom vulnerability', 'risk assessment'];
const TYPO_QUERY = 'cresendo';
let typoBytes = NaN;
// A question (three plain words or more) also loads the pages' subjects.
const QUESTION_QUERY = 'why does the judge fail harmless replies';
let questionBytes = NaN;
let questionMs = NaN;

/** Types a query into the open modal and waits for its answer: hits or the no-results screen. */
async function modalAnswer(page, query) {
  return page.evaluate(async (q) => {
    const input = document.querySelector('.DocSearch-Input');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setter.call(input, q);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    const start = performance.now();
    // The modal marks the query it last answered; DocSearch paints that answer in the next frames.
    const container = document.querySelector('.site-search-container');
    await new Promise((resolve) => {
      const check = () => (container.getAttribute('data-answered-query') === q || performance.now() - start > 5000 ? resolve() : requestAnimationFrame(check));
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30))));
    return [...document.querySelectorAll('.DocSearch-Hit a')].map((a) => new URL(a.href).pathname);
  }, query);
}

/** Top-1 and top-3 per kind over a set of queries, searched through the modal of a docs page. */
async function relevance(name, queries) {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/docs/getting-started`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  const byKind = new Map();
  const misses = [];
  for (const {kind, q, expect} of queries) {
    const pages = [...new Set(await modalAnswer(page, q))];
    const rank = pages.findIndex((p) => expect.includes(p));
    const row = byKind.get(kind) ?? {n: 0, top1: 0, top3: 0};
    row.n += 1;
    if (rank === 0) row.top1 += 1;
    if (rank >= 0 && rank < 3) row.top3 += 1;
    else misses.push(`  [${kind}] ${q} -> ${pages.slice(0, 3).join(', ') || '(nothing)'}`);
    byKind.set(kind, row);
  }
  await page.close();
  const pct = (a, b) => `${((100 * a) / b).toFixed(0)}%`.padStart(4);
  let n = 0, t1 = 0, t3 = 0;
  console.log(`relevance (${name}, default release):`);
  for (const [kind, row] of byKind) {
    n += row.n; t1 += row.top1; t3 += row.top3;
    console.log(`  ${kind.padEnd(11)} n=${String(row.n).padStart(3)}  top-1 ${pct(row.top1, row.n)}  top-3 ${pct(row.top3, row.n)}`);
  }
  console.log(`  ${'all'.padEnd(11)} n=${String(n).padStart(3)}  top-1 ${pct(t1, n)}  top-3 ${pct(t3, n)}`);
  if (showMisses && misses.length) console.log(`not in the top three:\n${misses.join('\n')}`);
}
const cold = [];
const warm = [];
let firstQueryBytes = 0;

try {
  for (const [name, queries] of SETS) await relevance(name, queries);
  if (relevanceOnly) {
    await browser.close();
    server.kill();
    process.exit(0);
  }
  // Bytes for a query whose word has to be corrected, and for a question, each on a fresh page; the
  // question's time from typing to its answer, with nothing loaded before.
  const fresh = async (query) => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/docs/getting-started`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    const bodies = [];
    page.on('response', (response) => {
      if (response.url().includes('/pagefind/')) bodies.push(response.body().then((body) => body.length, () => 0));
    });
    const start = Date.now();
    await modalAnswer(page, query);
    const ms = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(bodies)).reduce((sum, length) => sum + length, 0);
    await page.close();
    return {bytes, ms};
  };
  typoBytes = (await fresh(TYPO_QUERY)).bytes;
  ({bytes: questionBytes, ms: questionMs} = await fresh(QUESTION_QUERY));
  for (const [run, query] of QUERIES.entries()) {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (response.url().includes('/pagefind/')) bodies.push(response.body().then((body) => body.length, () => 0));
    });
    await page.goto(`http://127.0.0.1:${port}/docs/getting-started`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    // Cold: from typing the query to hits painted, with nothing of the index loaded before the modal opened.
    const coldMs = await page.evaluate(async (q) => {
      const start = performance.now();
      const input = document.querySelector('.DocSearch-Input');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setter.call(input, q);
      input.dispatchEvent(new Event('input', {bubbles: true}));
      await new Promise((resolve) => {
        const check = () => (document.querySelector('.DocSearch-Hit') ? resolve() : requestAnimationFrame(check));
        check();
      });
      return performance.now() - start;
    }, query);
    cold.push(coldMs);
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      firstQueryBytes = (await Promise.all(bodies)).reduce((sum, length) => sum + length, 0);
    }
    // Warm: six more keystrokes (a space, two letters of a next word, three backspaces), each timed
    // until the modal repaints with its answer. Each starts once the previous answer has settled, as a
    // reader's next keystroke would. The footer echoes the query, so every answer changes the list.
    for (const key of [' ', query[0], query[1], '\b', '\b', '\b']) {
      await page.waitForTimeout(300);
      const ms = await page.evaluate(async (key) => {
        const input = document.querySelector('.DocSearch-Input');
        const list = document.querySelector('.DocSearch-Dropdown');
        const before = list.innerHTML;
        const start = performance.now();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(input, key === '\b' ? input.value.slice(0, -1) : input.value + key);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await new Promise((resolve) => {
          const deadline = start + 2000;
          const check = () => (list.innerHTML !== before || performance.now() > deadline ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - start;
      }, key);
      warm.push(ms);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}

const pages = JSON.parse(fs.readFileSync(path.join(build, 'pagefind', 'pagefind-entry.json'), 'utf8'));
const pageCount = Object.values(pages.languages ?? {}).reduce((sum, lang) => sum + (lang.page_count ?? 0), 0);
console.log(`pages indexed:              ${pageCount}`);
console.log(`index size on disk:         ${(dirSize(path.join(build, 'pagefind')) / 1024).toFixed(0)} KiB`);
console.log(`indexing time:              ${indexMs.toFixed(0)} ms`);
console.log(`bytes for the first query:  ${(firstQueryBytes / 1024).toFixed(1)} KiB`);
console.log(`bytes for "${TYPO_QUERY}" (typo):   ${(typoBytes / 1024).toFixed(1)} KiB`);
const subjectsFile = path.join(build, 'pagefind', 'site-subjects.json');
const subjectsBr = fs.existsSync(`${subjectsFile}.br`) ? ` (${(fs.statSync(`${subjectsFile}.br`).size / 1024).toFixed(1)} KiB brotli)` : '';
console.log(`bytes for a question:       ${(questionBytes / 1024).toFixed(1)} KiB, cold answer ${questionMs} ms ("${QUESTION_QUERY}"; subjects file ${(fs.statSync(subjectsFile).size / 1024).toFixed(1)} KiB${subjectsBr})`);
console.log(`cold latency (median of ${cold.length}): ${median(cold).toFixed(1)} ms  [${cold.map((v) => v.toFixed(0)).join(', ')}]`);
console.log(`warm latency (median of ${warm.length}): ${median(warm).toFixed(1)} ms, p90 ${percentile(warm, 0.9).toFixed(1)} ms  [${warm.map((v) => v.toFixed(0)).join(', ')}]`);
