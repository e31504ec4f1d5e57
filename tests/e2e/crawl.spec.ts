// One crawl of every route in the sitemap, at phone width (375 px, the `crawl` project), in both colour
// modes: each route is loaded once, checked, switched to the other mode in place and checked again,
// then widened to a desktop width and checked once more (rendering, overflow, CSP; no axe).
// Half the routes load in light mode and half in dark, so a first paint and a hydration in each mode
// is seen across the site. Pages of an archived release (the same components and the same pages as
// the current release, with older content) get axe on their article only, on every fourth page, to keep
// the crawl of two releases within CI's time (see the sampling note below). A visit fails on a console error, an uncaught exception, a failed or refused
// request, a Content-Security-Policy violation, a React hydration error, horizontal overflow, or a serious
// or critical axe violation. Behaviour tests live in the other specs.
//
// Each worker visits its routes in one browser tab, as a reader moving through the site would: a new
// context per route (the other specs' default) started a renderer process, an empty HTTP cache and cold
// compiled code each time, about 0.7-1 s per visit on the shared CI machine. Storage is cleared before
// each visit and the viewport reset, so every visit starts from the same state; a failed visit ends the
// worker, and the next one starts with a new tab.
import AxeBuilder from '@axe-core/playwright';
import {test as base, type Page} from '@playwright/test';
import {builtRoutes, expect, seriousAxeViolations, switchColourMode, waitForHydration, type ColourMode} from '../support/site';
import {DEFAULT_VERSION, TOOLKIT_VERSIONS} from '../../src/data/versions';
import {versionPath} from '../../src/config/docsVersions';

const routes = builtRoutes();
/** Route prefixes of the releases that are not the default one (`/docs/0.2.8/`, `/guides/0.2.8/`). */
const ARCHIVE_PREFIXES = TOOLKIT_VERSIONS.filter((version) => version !== DEFAULT_VERSION).flatMap((version) =>
  ['docs', 'guides'].map((base) => `/${base}/${versionPath(version)}/`),
);
const isArchive = (route: string) => ARCHIVE_PREFIXES.some((prefix) => route.startsWith(prefix));

/** One tab per worker, in the crawl project's phone context, reporting CSP violations in every document. */
const test = base.extend<object, {tab: Page}>({
  tab: [
    async ({browser}, use, workerInfo) => {
      const {viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL} = workerInfo.project.use;
      const context = await browser.newContext({viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL});
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const list = ((window as unknown as {__csp?: string[]}).__csp ??= []);
          list.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`);
        });
      });
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});
// A long page spends over ten seconds in axe alone; three workers share two cores in CI.
test.describe.configure({timeout: 90_000});

/** React's production hydration errors (#418 text mismatch, #423 recoverable, #425 content). */
const HYDRATION = /Minified React error #(418|423|425)|Hydration failed|did not match/i;

type Watch = {problems: string[]; stop: () => void};

/**
 * What goes wrong while the page is watched: console errors, uncaught exceptions, hydration errors,
 * failed requests, HTTP errors and requests to another host (the checks every other spec gets from
 * tests/support/site.ts).
 */
function watch(page: Page): Watch {
  const problems: string[] = [];
  const onConsole = (message: {type(): string; text(): string}) => {
    if (HYDRATION.test(message.text())) problems.push(`hydration: ${message.text()}`);
    else if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught ${error.name}: ${error.message}`);
  const onRequestFailed = (request: {url(): string; failure(): {errorText: string} | null}) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  const onResponse = (response: {status(): number; url(): string}) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  const onRequest = (request: {url(): string}) => {
    const {protocol, hostname} = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1') problems.push(`third-party request: ${request.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  page.on('request', onRequest);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
    page.off('request', onRequest);
  };
  return {problems, stop};
}

/** Waits for what settles after hydration or a mode switch: web fonts, and diagrams (SVGs in the page). */
async function settle(page: Page, mode: ColourMode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('figure[data-diagram]')).every((el) => el.querySelector('svg')),
  );
}

/** What a reader in `mode` would meet: no h1, a crash, sideways scrolling, CSP violations, axe findings. */
async function check(page: Page, mode: ColourMode, rules: 'all' | 'colour' | 'none', scope?: string): Promise<string[]> {
  const problems: string[] = [];
  const heading = page.locator('h1').first();
  if (!(await heading.isVisible()) || !(await heading.textContent())?.trim()) problems.push('no visible h1');
  if (await page.getByText('This page crashed.').count()) problems.push('the page crashed');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) problems.push(`horizontal overflow of ${overflow}px at ${page.viewportSize()?.width}px`);
  const csp = await page.evaluate(() => (window as unknown as {__csp?: string[]}).__csp ?? []);
  problems.push(...csp.map((v) => `CSP violation: ${v}`));
  if (rules !== 'none') problems.push(...(await seriousAxeViolations(page, rules, scope)).map((v) => `${mode}: axe ${v}`));
  return problems;
}

test('the crawl covers every sitemap route, of both releases', () => {
  expect(routes.length).toBeGreaterThan(80);
  expect(routes.filter(isArchive).length, 'archive pages in the sitemap').toBeGreaterThan(80);
});

test('the axe check reports planted serious violations, as AxeBuilder does, within its scope and rules', async ({tab: page}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Planted</h1>' +
      '<p style="color:#bbb;background:#fff">Low contrast</p><article><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></article>' +
      '<pre><span class="token-line" style="color:#ccc;background:#fff">excluded code line</span></pre></main></body></html>',
  );
  const all = await seriousAxeViolations(page, 'all');
  expect(all.map((line) => line.split(':')[0])).toEqual(['color-contrast (serious)', 'image-alt (critical)']);
  expect(all.join('\n')).not.toContain('token-line');
  const builder = await new AxeBuilder({page}).exclude('.token-line').analyze();
  expect(builder.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(['color-contrast', 'image-alt']);
  expect((await seriousAxeViolations(page, 'colour')).map((line) => line.split(' ')[0])).toEqual(['color-contrast']);
  expect((await seriousAxeViolations(page, 'all', 'article')).map((line) => line.split(' ')[0])).toEqual(['image-alt']);
});

test('a visit reports planted console errors, exceptions, missing files, CSP violations and requests to other hosts', async ({tab: page}) => {
  await page.goto('docs/getting-started?docusaurus-theme=light');
  await waitForHydration(page);
  const seen = watch(page);
  await page.evaluate(async () => {
    console.error('planted console error');
    setTimeout(() => {
      throw new Error('planted exception');
    });
    await fetch('assets/js/no-such-chunk.js').catch(() => undefined);
    const script = document.createElement('script');
    script.textContent = 'window.plantedInlineScript = true;';
    document.head.append(script);
  });
  await expect.poll(() => seen.problems.length).toBeGreaterThanOrEqual(3);
  const found = await check(page, 'light', 'none');
  // The site's CSP blocks other hosts before a request leaves; a page without it shows the watch sees them.
  await page.setContent('<html lang="en"><body><h1>t</h1><img alt="" src="https://third-party.invalid/pixel.gif"></body></html>');
  await expect.poll(() => seen.problems.some((problem) => problem.startsWith('request failed'))).toBe(true);
  seen.stop();
  const all = [...seen.problems, ...found].join('\n');
  expect(all).toContain('console error: planted console error');
  expect(all).toContain('uncaught Error: planted exception');
  expect(all).toMatch(/HTTP 404: .*no-such-chunk\.js/);
  expect(all).toMatch(/CSP violation: script-src/);
  expect(all).toContain('third-party request: https://third-party.invalid/pixel.gif');
  expect(all).toMatch(/request failed: https:\/\/third-party\.invalid/);
});

// Axe is most of a visit's time. Every current page gets every rule in its first mode (which alternates,
// so each mode is seen fully on half the site) and every third one gets the colour rules again in its
// second mode; every fourth archive page gets every rule on its article. The rest of a visit's checks
// run on every route, in both modes and at both widths.
const archiveRoutes = routes.filter(isArchive);
const currentRoutes = routes.filter((route) => !isArchive(route));

routes.forEach((route, index) => {
  const first: ColourMode = index % 2 === 0 ? 'light' : 'dark';
  const second: ColourMode = first === 'light' ? 'dark' : 'light';
  const archive = isArchive(route);
  const firstRules = archive ? (archiveRoutes.indexOf(route) % 4 === 0 ? 'all' : 'none') : 'all';
  const secondRules = archive || currentRoutes.indexOf(route) % 3 !== 0 ? 'none' : 'colour';
  test(`crawl ${first}, then ${second}, then desktop width: ${route}`, async ({tab: page}, testInfo) => {
    // The state every visit starts from: the phone viewport, no stored colour mode or dismissed banner.
    await page.setViewportSize(testInfo.project.use.viewport!);
    if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    const seen = watch(page);
    const response = await page.goto(`${route.replace(/^\//, '')}?docusaurus-theme=${first}`);
    expect(response?.headers()['content-security-policy'], 'the page is served under the CSP').toMatch(/script-src 'self'/);
    await waitForHydration(page);
    await settle(page, first);
    // Axe's structural rules do not depend on colours: every rule in the first mode, colour rules in the
    // second. Axe is most of a visit's time on long pages (thousands of highlighted-code nodes).
    // An archive page's chrome (navbar, sidebar, footer) is the current release's, checked on those
    // pages in both modes: axe looks at its article only, where the archive's own content is.
    const found = await check(page, first, firstRules, archive ? 'article' : undefined);

    // Every page is rendered and checked in the second mode too.
    await switchColourMode(page, second);
    await settle(page, second);
    found.push(...(await check(page, second, secondRules)));

    // The same page at a desktop width: the layout switches to sidebar and table of contents.
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.navbar__toggle'), 'the desktop navbar has no menu button').toBeHidden();
    found.push(...(await check(page, second, 'none')).map((problem) => `desktop: ${problem}`));

    seen.stop();
    expect([...seen.problems, ...found]).toEqual([]);
  });
});
