import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {resolveChromium} from './scripts/browser.cjs';
import {normaliseBaseUrl} from './src/config/siteEnv';

const port = Number(process.env.TEST_PORT ?? 4173);
const baseUrl = normaliseBaseUrl(process.env.BASE_URL);
const origin = `http://127.0.0.1:${port}`;
const chromium = resolveChromium();
// The unit project needs no server; scripts/test.mjs runs it before the build exists.
const serveBuild = !process.env.SKIP_WEB_SERVER && fs.existsSync(path.join(__dirname, 'build', 'index.html'));

const browserUse = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: chromium?.executablePath,
    args: chromium?.args ?? [],
  },
};

const phone = {
  viewport: {width: 375, height: 812},
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

/**
 * Projects:
 * - unit: fast tests of data, config and content; no browser, no build.
 * - build: checks over the production build's files (links, anchors, assets); no browser.
 * - crawl: every sitemap route in both colour modes at 375x812, then at 1280x800 (tests/e2e/crawl.spec.ts).
 * - desktop / phone: behaviour of the built site in Chromium at 1280x800 and 375x812 (phone: the specs
 *   whose behaviour depends on the viewport).
 * `npm test` (scripts/test.mjs) runs unit first, builds if needed, then the rest.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three workers on 2 cores: each test spends much of its time waiting (server, hydration, settling),
  // measured on the 2-core CI machine as faster than two.
  workers: Math.max(3, Math.floor(os.cpus().length / 2)),
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/support/summary-reporter.ts']],
  use: {
    baseURL: `${origin}${baseUrl}`,
    trace: 'retain-on-failure',
  },
  projects: [
    // Its own output folder: a unit run (often beside a long browser run) must not delete the browser
    // projects' traces while they are being written.
    {name: 'unit', testMatch: /(unit|content)\/.*\.test\.ts$/, outputDir: 'test-results/unit'},
    {name: 'build', testMatch: /build\/.*\.test\.ts$/},
    {
      name: 'crawl',
      testMatch: /e2e\/crawl\.spec\.ts$/,
      use: {...browserUse, ...phone},
    },
    {
      name: 'desktop',
      testMatch: /e2e\/.*\.spec\.ts$/,
      testIgnore: /e2e\/crawl\.spec\.ts$/,
      use: {...browserUse, viewport: {width: 1280, height: 800}},
    },
    {
      // Specs whose behaviour does not depend on the viewport run on desktop only; the crawl renders
      // and checks every route at phone width.
      name: 'phone',
      testMatch: /e2e\/.*\.spec\.ts$/,
      testIgnore: /e2e\/(crawl|announcement|color-mode|copy-page|diagrams|errors|routes|search|plan|frameworks)\.spec\.ts$/,
      use: {...browserUse, ...phone},
    },
  ],
  webServer: serveBuild
    ? {
        command: `node scripts/serve.mjs --port ${port}`,
        url: `${origin}${baseUrl}`,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
      }
    : undefined,
});
