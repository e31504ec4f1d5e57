// The one place the test browser is resolved (used by playwright.config.ts and scripts/test.mjs).
// Order: CHROMIUM_PATH if set; Playwright's own Chromium if installed; Debian's /usr/bin/chromium.
// ensureChromium() installs Debian's chromium when neither exists and the machine is Debian with root.
'use strict';

const fs = require('node:fs');
const {execFileSync} = require('node:child_process');

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags the system Chromium needs on a locked-down machine (root, no GPU, no outside network). */
const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function playwrightChromium() {
  try {
    const {chromium} = require('@playwright/test');
    const file = chromium.executablePath();
    return file && fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * @returns {{source: 'env' | 'playwright' | 'system', executablePath: string | undefined, args: string[]} | null}
 * executablePath is undefined when Playwright should launch its own browser.
 */
function resolveChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    return {source: 'env', executablePath: fromEnv, args: SYSTEM_CHROMIUM_ARGS};
  }
  if (playwrightChromium()) {
    return {source: 'playwright', executablePath: undefined, args: []};
  }
  if (fs.existsSync(SYSTEM_CHROMIUM)) {
    return {source: 'system', executablePath: SYSTEM_CHROMIUM, args: SYSTEM_CHROMIUM_ARGS};
  }
  return null;
}

const INSTALL_HELP = [
  'No Chromium found for the browser tests. Install one of:',
  '  - Playwright\'s own browser:   npx playwright install chromium',
  '  - Debian/Ubuntu:              sudo apt-get update && sudo apt-get install -y chromium',
  '  - any Chromium or Chrome, then set CHROMIUM_PATH=/path/to/chrome',
].join('\n');

function isDebianRoot() {
  return fs.existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Resolves the browser, installing Debian's chromium when allowed. Throws with install advice otherwise. */
function ensureChromium() {
  const found = resolveChromium();
  if (found) {
    return found;
  }
  if (isDebianRoot()) {
    console.log('No Chromium found: installing Debian\'s chromium package (apt-get).');
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'inherit', env});
    const installed = resolveChromium();
    if (installed) {
      return installed;
    }
  }
  throw new Error(INSTALL_HELP);
}

module.exports = {resolveChromium, ensureChromium, INSTALL_HELP};
