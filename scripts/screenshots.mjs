#!/usr/bin/env node
// `npm run screenshots [-- /path ...]`: full-page screenshots of the built site in light and dark mode
// at desktop and phone width, into screenshots/ (git-ignored), for reviewing what readers see.
// Serve the build first (`npm run serve -- --port 4180`) or set SCREENSHOT_ORIGIN.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);
const {chromium} = require('@playwright/test');
const {ensureChromium} = require('./browser.cjs');

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const origin = process.env.SCREENSHOT_ORIGIN ?? 'http://127.0.0.1:4180';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/docs/getting-started', '/guides/guide-custom-vulnerability', '/blog', '/blog/breaking-gemini-pro-deepteam', '/docs/no-such-page'];
const outDir = path.join(root, 'screenshots');
fs.mkdirSync(outDir, {recursive: true});

const browserInfo = ensureChromium();
const browser = await chromium.launch({executablePath: browserInfo.executablePath, args: browserInfo.args});
const sizes = {desktop: {width: 1280, height: 800}, phone: {width: 375, height: 812}};
for (const [sizeName, viewport] of Object.entries(sizes)) {
  for (const mode of ['light', 'dark']) {
    const page = await browser.newPage({viewport, deviceScaleFactor: 1});
    for (const route of routes) {
      await page.goto(`${origin}${route}${route.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForTimeout(300);
      const name = `${route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${sizeName}-${mode}.png`;
      await page.screenshot({path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1'});
      console.log(path.join('screenshots', name));
    }
    await page.close();
  }
}
await browser.close();
