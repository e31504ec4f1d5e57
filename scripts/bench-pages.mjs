#!/usr/bin/env node
// `npm run bench:pages [-- --runs 3] [-- --base REF | --base-dir DIR | --no-base] [-- /route ...]`:
// Lighthouse (mobile preset, its default simulated throttling, nothing switched off) against the
// production build in build/ and, in the same run, against the build of a previous commit, both served by
// scripts/serve.mjs the way a host configured as the README says would serve them. Prints, per route, the
// median of the runs for the performance score, FCP, LCP, TBT, CLS and the bytes by type, for both builds
// and as ratios (this build / the previous one), plus where this build's main-thread time goes.
//
// The previous commit (`--base`, default HEAD~1) is built once in a temporary git worktree and its build
// kept in node_modules/.cache/bench-pages/<commit>/ for the next run. The worktree borrows this checkout's
// node_modules when the two package-lock.json files are the same and runs `npm ci` otherwise.
// `--base-dir DIR` compares against a build folder instead; `--no-base` measures build/ alone.
// Runs alternate between the builds (old, new, then new, old, ...) so load from other work on the machine
// falls on both; the load average is printed at the start and the end. Nothing is asserted: numbers vary
// with the machine. Needs a build (`npm run build`).
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const {chromium} = require('@playwright/test');
const {ensureChromium} = require('./browser.cjs');

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const buildDir = path.join(root, 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No build in build/: run `npm run build` first.');
  process.exit(1);
}

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const i = args.indexOf(flag);
  return i > -1 ? args[i + 1] : undefined;
};
const FLAGS_WITH_VALUES = new Set(['--runs', '--base', '--base-dir']);
const runs = Number(valueOf('--runs') ?? 3);
const routeArgs = args.filter((arg, i) => arg.startsWith('/') && !FLAGS_WITH_VALUES.has(args[i - 1]));
const routes = routeArgs.length
  ? routeArgs
  : [
      '/',
      '/docs/red-teaming-vulnerabilities-bias',
      '/docs/red-teaming-risk-assessment', // math and a diagram
      '/blog/breaking-gemini-pro-deepteam', // a diagram
      '/search?q=bias',
      '/guides/guide-custom-vulnerability',
      '/plan',
    ];

const git = (...gitArgs) => execFileSync('git', gitArgs, {cwd: root, encoding: 'utf8'}).trim();

/** The previous commit's build: from the cache, or built in a temporary worktree. */
function baseBuild(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const label = `${commit.slice(0, 7)} ${git('log', '-1', '--format=%s', commit).slice(0, 70)}`;
  const cached = path.join(root, 'node_modules', '.cache', 'bench-pages', commit, 'build');
  if (fs.existsSync(path.join(cached, 'index.html'))) return {dir: cached, label};

  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), `bench-pages-${commit.slice(0, 7)}-`));
  console.log(`Building ${label} in ${worktree} (kept in ${path.relative(root, cached)} for the next run)...`);
  git('worktree', 'add', '--detach', '--force', worktree, commit);
  try {
    const sameLock =
      fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(worktree, 'package-lock.json'), 'utf8');
    const run = (command, commandArgs) => {
      const result = spawnSync(command, commandArgs, {cwd: worktree, stdio: ['ignore', 'inherit', 'inherit'], env: {...process.env, BASE_URL: ''}});
      if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${worktree}`);
    };
    if (sameLock) {
      // Every installed package, but a cache folder of its own (Rspack's cache belongs to one checkout).
      fs.mkdirSync(path.join(worktree, 'node_modules', '.cache'), {recursive: true});
      for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
        if (entry !== '.cache') fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(worktree, 'node_modules', entry));
      }
    } else {
      console.log('Its package-lock.json differs from this checkout: npm ci.');
      run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);
    }
    run('npm', ['run', 'build']);
    fs.mkdirSync(path.dirname(cached), {recursive: true});
    fs.cpSync(path.join(worktree, 'build'), cached, {recursive: true});
  } finally {
    git('worktree', 'remove', '--force', worktree);
  }
  return {dir: cached, label};
}

const noBase = args.includes('--no-base');
const base = noBase
  ? null
  : valueOf('--base-dir')
    ? {dir: path.resolve(valueOf('--base-dir')), label: path.resolve(valueOf('--base-dir'))}
    : baseBuild(valueOf('--base') ?? 'HEAD~1');

const port = Number(process.env.BENCH_PORT ?? 4191);
const servers = [];
async function serve(dir, servePort) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(servePort), '--dir', dir], {stdio: 'ignore'});
  servers.push(server);
  const origin = `http://127.0.0.1:${servePort}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return origin;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`scripts/serve.mjs did not answer on ${origin}`);
}
process.on('exit', () => servers.forEach((server) => server.kill()));

const builds = [{name: 'new', label: `build/ (${git('log', '-1', '--format=%h', 'HEAD')}${git('status', '--porcelain') ? ' + uncommitted changes' : ''})`, origin: await serve(buildDir, port)}];
if (base) builds.push({name: 'old', label: base.label, origin: await serve(base.dir, port + 1)});

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
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' / ');

console.log(`Lighthouse ${require('lighthouse/package.json').version}, mobile preset, ${runs} runs per route and build, ${chromePath}`);
console.log(`new: ${builds[0].label}`);
if (base) console.log(`old: ${base.label}`);
console.log(`load average (1 / 5 / 15 min) at start: ${load()} on ${os.cpus().length} cores`);

/** results[route][build] = Lighthouse results, in run order. */
const results = Object.fromEntries(routes.map((route) => [route, Object.fromEntries(builds.map((b) => [b.name, []]))]));
for (let run = 0; run < runs; run += 1) {
  for (const route of routes) {
    // Alternate which build goes first, so neither always gets the warmer (or busier) slot.
    const order = run % 2 === 0 ? [...builds].reverse() : builds;
    for (const build of order) {
      const {lhr} = await lighthouse(`${build.origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      results[route][build.name].push(lhr);
    }
  }
  console.log(`run ${run + 1} of ${runs} done (load ${load()})`);
}

function summary(list) {
  const metric = (id) => median(list.map((lhr) => lhr.audits[id].numericValue));
  const score = (id) => median(list.map((lhr) => Math.round((lhr.categories[id].score ?? 0) * 100)));
  const bytes = {};
  for (const lhr of list) {
    for (const item of lhr.audits['resource-summary'].details.items) (bytes[item.resourceType] ??= []).push(item.transferSize);
  }
  const first = list[0];
  return {
    perf: score('performance'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    bytes: Object.fromEntries(Object.entries(bytes).map(([kind, values]) => [kind, median(values)])),
    failing: [...new Set(list.flatMap((lhr) =>
      ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${category}:${ref.id}`),
      ),
    ))],
    lcpElement: (first.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 120),
    // Where the main-thread time goes, and which scripts: where to look when a route misses its target.
    mainThread: first.audits['mainthread-work-breakdown'].details.items
      .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
      .join(', '),
    scripts: (first.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${String(item.url).split('/').pop() || item.url} ${Math.round(item.scripting)} ms`)
      .join(', '),
  };
}

const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : a > 0 ? '∞' : '1.00');
const rows = [];
for (const route of routes) {
  const now = summary(results[route].new);
  const old = base ? summary(results[route].old) : null;
  rows.push({route, now, old});
  console.log(
    `\n${route}\n  new: performance ${now.perf} | FCP ${ms(now.fcp)} | LCP ${ms(now.lcp)} | TBT ${ms(now.tbt)} | CLS ${now.cls.toFixed(3)}` +
      (old ? `\n  old: performance ${old.perf} | FCP ${ms(old.fcp)} | LCP ${ms(old.lcp)} | TBT ${ms(old.tbt)} | CLS ${old.cls.toFixed(3)}` : '') +
      `\n  accessibility ${now.a11y} | best practices ${now.bp} | SEO ${now.seo}` +
      `\n  transferred: ${Object.entries(now.bytes).map(([kind, size]) => `${kind} ${kB(size)}${old ? ` (old ${kB(old.bytes[kind] ?? 0)})` : ''}`).join(', ')}` +
      `\n  LCP element (first run): ${now.lcpElement}` +
      `\n  main thread (first run): ${now.mainThread}` +
      `\n  script evaluation by file (first run): ${now.scripts}` +
      (now.failing.length ? `\n  audits below 100: ${now.failing.join(', ')}` : ''),
  );
}

console.log(`\nload average at the end: ${load()}`);
console.log(
  `\nMedians of ${runs} runs${base ? '; new / old ratios (below 1 is better for times and bytes)' : ''}.\n` +
    '\n| Route | Perf | FCP | LCP | TBT | CLS | JS | total |\n|---|---|---|---|---|---|---|---|',
);
const cell = (now, old, format) => (old === undefined ? format(now) : `${format(now)} ← ${format(old)} (${ratio(now, old)})`);
for (const {route, now, old} of rows) {
  const js = now.bytes.script ?? 0;
  const total = now.bytes.total ?? 0;
  console.log(
    `| \`${route}\` | ${old ? `${now.perf} ← ${old.perf}` : now.perf} | ${cell(now.fcp, old?.fcp, ms)} | ${cell(now.lcp, old?.lcp, ms)} | ` +
      `${cell(now.tbt, old?.tbt, ms)} | ${old ? `${now.cls.toFixed(3)} ← ${old.cls.toFixed(3)}` : now.cls.toFixed(3)} | ` +
      `${cell(js, old ? old.bytes.script ?? 0 : undefined, kB)} | ${cell(total, old ? old.bytes.total ?? 0 : undefined, kB)} |`,
  );
}

await chrome.kill();
servers.forEach((server) => server.kill());
