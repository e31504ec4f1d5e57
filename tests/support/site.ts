import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
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

export type ColourMode = 'light' | 'dark';

/** Axe's rules that depend on colours: the only ones worth running again in the other colour mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's source, injected into a page once per document (see seriousAxeViolations). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeSummaryInput = {context: {include?: string[]; exclude: string[]}; options: Record<string, unknown>};

/**
 * Serious and critical axe violations on the page as it is now, one line each (rule, impact, the first
 * five nodes). `rules: 'colour'` runs only the colour rules, for a second pass in the other mode.
 *
 * Axe runs inside the page: injected once per document and asked for violations only (passing nodes
 * are neither described nor sent back), with the summary lines made in the page. AxeBuilder's analyze()
 * injected axe's 550 kB source on every call, opened a second page to merge the results and sent every
 * passing node across; for a page without frames the violations are the same. A page with an iframe
 * still goes through AxeBuilder, which checks inside frames.
 */
export async function seriousAxeViolations(page: Page, rules: 'all' | 'colour' = 'all', scope?: string): Promise<string[]> {
  // Code lines are left out: thousands of token spans made axe most of a long page's visit (16 s of a
  // guide's 24 s), and their colours are fixed by the code themes, which tests/unit/code-contrast.test.ts
  // checks token by token. The code block itself (scrolling, focus, labels) is still checked.
  // The same goes for the lines of the API reference's signatures (thousands of spans on its longest
  // pages), whose colours tests/unit/api-reference.test.ts checks.
  // `scope` limits the check to one region (e.g. the article) when the rest is checked elsewhere.
  const runOnly = rules === 'colour' ? {runOnly: {type: 'rule', values: COLOUR_RULES}} : {};
  if ((await page.locator('iframe').count()) > 0) {
    const builder = new AxeBuilder({page}).exclude('.token-line').exclude('pre[data-api-code] > code');
    if (scope) builder.include(scope);
    const results = await (rules === 'colour' ? builder.withRules(COLOUR_RULES) : builder).analyze();
    return summarise(results.violations);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const input: AxeSummaryInput = {
    context: {...(scope ? {include: [scope]} : {}), exclude: ['.token-line', 'pre[data-api-code] > code']},
    options: {resultTypes: ['violations'], ...runOnly},
  };
  return page.evaluate(async ({context, options}) => {
    type Violation = {id: string; impact?: string | null; nodes: {target: unknown[]}[]};
    const axe = (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<{violations: Violation[]}>}}).axe;
    const {violations} = await axe.run(context, options);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`);
  }, input);
}

function summarise(violations: {id: string; impact?: string | null; nodes: {target: unknown[]}[]}[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Switches the colour mode in place through the theme's own storage listener, as the toggle in another
 * tab would, and waits for the page to show it.
 */
export async function switchColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.evaluate((next) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', next);
    window.dispatchEvent(new StorageEvent('storage', {key: 'theme', oldValue, newValue: next, storageArea: localStorage}));
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Links, breadcrumbs and the navbar fade to their new colours (Infima's 200 ms colour transitions): a
  // contrast check in the middle of the fade measures colours neither mode has.
  // Only transitions of rendered elements: one inside a closed <details> (the API reference's "Show all
  // pages" lists) is never advanced by the browser, so its promise never settles. The cap is a backstop
  // for any other transition that is never ticked; a fade takes 200 ms.
  await page.evaluate(() => {
    const fades = document
      .getAnimations()
      .filter((a) => a instanceof CSSTransition)
      .filter((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.checkVisibility({contentVisibilityAuto: true, visibilityProperty: true});
      })
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(fades), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
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

/** Makes every localStorage and sessionStorage call throw, as a browser with storage blocked does. */
export async function breakStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Object.defineProperty(Storage.prototype, method, {value: fail, configurable: true});
    }
  });
}
