import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import {normaliseBaseUrl} from '../../src/config/siteEnv';

export {expect};

export const ROOT = path.resolve(__dirname, '..', '..');
export const BUILD_DIR = path.join(ROOT, 'build');
/** The base URL the build under test was made with (BASE_URL), e.g. '/' or '/sub/'. */
export const BASE_URL = normaliseBaseUrl(process.env.BASE_URL);

export type Manifest = {
  docs: {pages: {id: string; label: string}[]};
  guides: {mainDoc: string; pages: {id: string; label: string}[]};
  blog: {posts: {slug: string; title: string}[]};
  links: {
    repository: string;
    community_chat: string;
    newsletter: string;
    footer_articles: {label: string; href: string}[];
  };
  constants: {tagline: string; copyrightYear: number; announcementCloseLabel: string};
};

/** The route list this site implements (a copy of the shared site manifest). */
export const manifest: Manifest = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'site-manifest.json'), 'utf8'),
);

/** Paths (without the base URL) of every page the build's sitemap lists. */
export function builtRoutes(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .map((pathname) => `/${pathname.slice(BASE_URL.length)}`);
}

type Fixtures = {
  /** Console messages that a test expects (e.g. the browser's own log of an HTTP 404). */
  allowedConsoleErrors: RegExp | null;
  consoleErrors: string[];
};

/**
 * Every test fails when the page logs a console error or throws, unless the test lists the message
 * in `allowedConsoleErrors`.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      // Works offline: no page may ask a third-party host for anything.
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        const {protocol, hostname} = new URL(request.url());
        if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1') {
          thirdParty.push(request.url());
        }
      });
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors?.test(text));
      expect(unexpected, 'console errors or uncaught exceptions').toEqual([]);
      expect(thirdParty, 'requests to third-party hosts').toEqual([]);
    },
    {auto: true},
  ],
});

/** Navigates to a site path (relative to the base URL) and waits until React has hydrated. */
export async function open(page: Page, sitePath: string): Promise<void> {
  await page.goto(sitePath.replace(/^\//, ''));
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 996;
}

/** Opens the phone navigation sidebar if it is not open yet. */
export async function openPhoneMenu(page: Page): Promise<void> {
  const navbar = page.locator('nav.navbar');
  if (!/navbar-sidebar--show/.test((await navbar.getAttribute('class')) ?? '')) {
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  }
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
}

/** The colour-mode toggle the reader sees: in the navbar on desktop, in the menu on a phone. */
export async function colorModeToggle(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await openPhoneMenu(page);
    return page.locator('.navbar-sidebar').getByRole('button', {name: /mode is on/});
  }
  return page.locator('.navbar__inner').getByRole('button', {name: /mode is on/});
}
