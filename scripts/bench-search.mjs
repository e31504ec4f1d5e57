#!/usr/bin/env node
// `npm run bench:search`: figures for the local search, printed, never asserted. Needs a build
// (`npm run build`). Reports index size, indexing time, bytes fetched for the first query, and the
// cold (first query after page load) and warm (keystroke to hits painted) latency in Chromium.
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

// Indexing time: re-index a copy of the build so build/ is left untouched.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
fs.cpSync(build, copy, {recursive: true});
const indexStart = process.hrtime.bigint();
spawnSync(process.execPath, [path.join(root, 'src/plugins/local-search/indexer.mjs'), copy], {stdio: 'ignore'});
const indexMs = Number(process.hrtime.bigint() - indexStart) / 1e6;
fs.rmSync(copy, {recursive: true, force: true});

const port = 4281;
const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 600));

const browserInfo = ensureChromium();
const browser = await chromium.launch({executablePath: browserInfo.executablePath, args: browserInfo.args});
const QUERIES = ['prompt leakage', 'bias', 'sql injection', 'custom vulnerability', 'risk assessment'];
const cold = [];
const warm = [];
let firstQueryBytes = 0;

try {
  for (const [run, query] of QUERIES.entries()) {
    const page = await browser.newPage();
    let bytes = 0;
    page.on('response', async (response) => {
      if (response.url().includes('/pagefind/')) {
        const body = await response.body().catch(() => Buffer.alloc(0));
        bytes += body.length;
      }
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
    if (run === 0) firstQueryBytes = bytes;
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
console.log(`cold latency (median of ${cold.length}): ${median(cold).toFixed(1)} ms  [${cold.map((v) => v.toFixed(0)).join(', ')}]`);
console.log(`warm latency (median of ${warm.length}): ${median(warm).toFixed(1)} ms, p90 ${percentile(warm, 0.9).toFixed(1)} ms  [${warm.map((v) => v.toFixed(0)).join(', ')}]`);
