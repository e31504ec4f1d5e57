#!/usr/bin/env node
// `npm test`: unit and content tests first (no browser, no build), then the production build when
// anything it depends on changed, then checks over the build and the browser tests in Chromium.
// Extra arguments go to every Playwright run, e.g. `npm test -- --grep "colour"`.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const {ensureChromium} = require('./browser.cjs');

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const stampFile = path.join(root, 'build', '.build-inputs');
// `--project=NAME` (or `--project NAME`) picks steps instead of being passed to every run: naming only
// browser projects skips the unit step, and the unit step never runs a browser project without a server.
const PROJECT_FLAG = /^--project(?:=(.*))?$/;
const argv = process.argv.slice(2);
const chosenProjects = [];
const extraArgs = [];
for (let i = 0; i < argv.length; i += 1) {
  const match = PROJECT_FLAG.exec(argv[i]);
  if (!match) extraArgs.push(argv[i]);
  else chosenProjects.push(...(match[1] ?? argv[(i += 1)] ?? '').split(',').filter(Boolean));
}
const BROWSER_PROJECTS = ['build', 'crawl', 'desktop', 'phone'];
const runUnit = chosenProjects.length === 0 || chosenProjects.includes('unit');
const browserProjects = chosenProjects.length === 0 ? BROWSER_PROJECTS : chosenProjects.filter((p) => p !== 'unit');
// Without a filter, every project must execute at least one test (tests/support/summary-reporter.ts).
const requireTests = (projects) => (argv.length === 0 ? {REQUIRE_TESTS: projects.join(',')} : {});

const BUILD_INPUTS = [
  'docs', 'guides', 'blog', 'src', 'static',
  'versioned_docs', 'guides_versioned_docs', 'versioned_sidebars', 'guides_versioned_sidebars',
  // The API reference is generated from the facts sheets during the build.
  'tests/fixtures/toolkit-api',
  'docusaurus.config.ts', 'sidebars.ts', 'guides-sidebars.ts', 'package-lock.json',
];

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** The build is reused only when it was made from the same inputs and the same BASE_URL. */
function buildIsFresh() {
  if (!fs.existsSync(stampFile)) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  const inputs = Math.max(...BUILD_INPUTS.map(newestMtime));
  return stamp.baseUrl === (process.env.BASE_URL ?? '') && stamp.inputsMtime >= inputs;
}

const playwright = path.join(root, 'node_modules', '.bin', 'playwright');

// A filter such as --grep may match no unit test; that is not a failure of the unit step.
if (runUnit) {
  run(playwright, ['test', '--project=unit', ...(argv.length ? ['--pass-with-no-tests'] : []), ...extraArgs], {
    SKIP_WEB_SERVER: '1',
    ...requireTests(['unit']),
  });
}
if (browserProjects.length === 0) process.exit(0);

const browser = ensureChromium();
console.log(`\nBrowser: ${browser.source} ${browser.executablePath ?? '(Playwright Chromium)'}`);

if (buildIsFresh() && !process.env.CI) {
  console.log('\nThe build is up to date with its inputs; reusing build/.');
} else {
  const inputsMtime = Math.max(...BUILD_INPUTS.map(newestMtime));
  run('npm', ['run', 'build']);
  fs.writeFileSync(stampFile, JSON.stringify({inputsMtime, baseUrl: process.env.BASE_URL ?? ''}));
}

run(
  playwright,
  ['test', ...browserProjects.map((p) => `--project=${p}`), ...extraArgs],
  requireTests(BROWSER_PROJECTS),
);
