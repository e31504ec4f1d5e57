#!/usr/bin/env node
// `npm run bench:pages [-- --runs 3] [-- /route ...]`: Lighthouse (mobile preset, its default simulated
// throttling, nothing switched off) against the production build served by scripts/serve.mjs, the way
// a host configured as the README says would serve it. Prints, per route, the median of the runs for
// the performance score, FCP, LCP, TBT and CLS, the other category scores, and the bytes transferred
// by resource type. Nothing is asserted: numbers vary with the machine. Needs a build.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const {chromium} = require('@playwright/test');
const {ensureChromium} = require('./browser.cjs');

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('No build in build/: run `npm run build` first.');
  process.exit(1);
}

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt > -1 ? Number(args[runsAt + 1]) : 3;
const routeArgs = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs');
const routes = routeArgs.length
  ? routeArgs
  : [
      '/',
      '/docs/red-teaming-vulnerabilities-bias',
      '/docs/red-teaming-risk-assessment', // math and a Mermaid diagram
      '/blog/breaking-gemini-pro-deepteam',
      '/search?q=bias',
    ];

const port = Number(process.env.BENCH_PORT ?? 4191);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], {stdio: 'ignore'});
process.on('exit', () => server.kill());
for (let i = 0; i < 50; i += 1) {
  try {
    if ((await fetch(`${origin}/`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const browser = ensureChromium();
const chromePath = browser.executablePath ?? chromium.executablePath();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...browser.args.filter((flag) => flag !== '--headless')],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

console.log(`Lighthouse ${require('lighthouse/package.json').version}, mobile preset, ${runs} runs per route, ${chromePath}`);
const rows = [];
for (const route of routes) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const {lhr} = await lighthouse(`${origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    results.push(lhr);
  }
  const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
  const score = (id) => median(results.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100)));
  const bytes = {};
  for (const item of results[0].audits['resource-summary'].details.items) bytes[item.resourceType] = item.transferSize;
  const row = {
    route,
    perf: score('performance'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    bytes,
    failing: [...new Set(results.flatMap((lhr) =>
      ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${category}:${ref.id}`),
      ),
    ))],
    lcpElement: (results[0].audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 120),
    mainThread: results[0].audits['mainthread-work-breakdown'].details.items
      .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
      .join(', '),
    // Which scripts the main-thread time goes to: where to look when a route stays below 90.
    scripts: (results[0].audits['bootup-time']?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${String(item.url).split('/').pop() || item.url} ${Math.round(item.scripting)} ms`)
      .join(', '),
  };
  rows.push(row);
  console.log(
    `\n${route}\n  performance ${row.perf} | FCP ${ms(row.fcp)} | LCP ${ms(row.lcp)} | TBT ${ms(row.tbt)} | CLS ${row.cls.toFixed(3)}` +
      `\n  accessibility ${row.a11y} | best practices ${row.bp} | SEO ${row.seo}` +
      `\n  transferred: ${Object.entries(row.bytes).map(([kind, size]) => `${kind} ${kB(size)}`).join(', ')}` +
      `\n  LCP element (first run): ${row.lcpElement}` +
      `\n  main thread (first run): ${row.mainThread}` +
      `\n  script evaluation by file (first run): ${row.scripts}` +
      (row.failing.length ? `\n  audits below 100: ${row.failing.join(', ')}` : ''),
  );
}

console.log('\n| Route | perf / FCP / LCP / TBT / CLS | a11y / BP / SEO | CSS | JS | fonts |\n|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| \`${row.route}\` | ${row.perf} / ${ms(row.fcp)} / ${ms(row.lcp)} / ${ms(row.tbt)} / ${row.cls.toFixed(3)} | ` +
      `${row.a11y} / ${row.bp} / ${row.seo} | ${kB(row.bytes.stylesheet ?? 0)} | ${kB(row.bytes.script ?? 0)} | ${kB(row.bytes.font ?? 0)} |`,
  );
}

await chrome.kill();
server.kill();
