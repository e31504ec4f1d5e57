// Code blocks as a reader meets them: highlighted from the first paint in either colour mode, kept as
// served when the page hydrates (no highlighter loads), highlighted after client-side navigation, and
// copyable.
import type {Page} from '@playwright/test';
import {codeThemes} from '../../src/config/codeThemes';
import {expect, isPhone, open, openPhoneMenu, switchColourMode, test, waitForHydration} from '../support/site';

const PAGE_WITH_CODE = '/docs/getting-started';

/** Records whether the browser fetched the on-demand highlighter (the one chunk holding Prism). */
function watchHighlighter(page: Page): () => boolean {
  let fetched = false;
  page.on('response', async (response) => {
    if (!/\/assets\/js\/.+\.js$/.test(response.url())) return;
    if ((await response.text().catch(() => '')).includes('before-tokenize')) fetched = true;
  });
  return () => fetched;
}

const keywordColour = (mode: 'light' | 'dark') =>
  codeThemes[mode].styles.find((entry) => entry.types.includes('keyword'))!.style.color!;

/** A theme colour (`#rrggbb` or `rgb(r, g, b)`) as the browser reports it. */
const rgb = (colour: string) =>
  colour.startsWith('#') ? `rgb(${[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(', ')})` : colour;

test('a page opened in dark mode shows dark code from the first paint and hydrates it without a highlighter', async ({page}) => {
  const highlighterFetched = watchHighlighter(page);
  // Keep a handle on the served code element before React runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {__served?: Element | null}).__served = document.querySelector('pre.prism-code code');
    });
  });
  await page.goto(`${PAGE_WITH_CODE.slice(1)}?docusaurus-theme=dark`);
  await waitForHydration(page);
  const keyword = page.locator('pre.prism-code .token.keyword').first();
  await expect(keyword).toHaveCSS('color', rgb(keywordColour('dark')));
  await expect(page.locator('.theme-code-block').first()).toHaveCSS('background-color', rgb(codeThemes.dark.plain.backgroundColor!.toLowerCase()));
  expect(
    await page.evaluate(() => {
      const served = (window as unknown as {__served?: Element | null}).__served;
      return !!served && served.isConnected && served === document.querySelector('pre.prism-code code');
    }),
    'the served code element survives hydration',
  ).toBe(true);

  // Switching modes recolours the same markup.
  await switchColourMode(page, 'light');
  await expect(keyword).toHaveCSS('color', rgb(keywordColour('light')));
  await page.waitForTimeout(300);
  expect(highlighterFetched(), 'the highlighter chunk was fetched').toBe(false);
});

test('after client-side navigation the new page\'s code is highlighted', async ({page}) => {
  const highlighterFetched = watchHighlighter(page);
  await open(page, '/docs/red-teaming-introduction');
  // The "Next" link at the foot of the page goes through the router: no page load.
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/red-teaming-test-case$/);
  await expect(page.locator('h1')).toHaveText(/test case/i);
  const blocks = page.locator('pre.prism-code.language-python code');
  expect(await blocks.count()).toBeGreaterThan(0);
  for (const block of await blocks.all()) await expect(block.locator('.token.keyword').first()).toBeAttached();
  await expect.poll(highlighterFetched, {message: 'the highlighter loads for a client-rendered page'}).toBe(true);
});

test.describe('when the highlighter cannot load', () => {
  // Only the browser's own log of the refused request; an unhandled chunk error would fail the test.
  test.use({allowedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/});
  test('a client-rendered page keeps its code as plain, readable lines', async ({page}) => {
    // Refuse the chunks that hold Prism, as an offline reader or a replaced deploy would.
    await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (/before-tokenize|BASH_VERSINFO/.test(body)) await route.abort('failed');
      else await route.fulfill({response, body});
    });
    await open(page, '/docs/red-teaming-introduction');
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/docs\/red-teaming-test-case$/);
    const block = page.locator('pre.prism-code.language-python code').first();
    await expect(block.locator('.token-line').first()).toBeVisible();
    await expect(block).toContainText('import');
    await page.waitForTimeout(500);
    expect(await block.locator('.token.keyword').count()).toBe(0);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});

test('the copy button copies the code of its block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, PAGE_WITH_CODE);
  const block = page.locator('.theme-code-block').filter({has: page.locator('pre.language-python')}).first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toEqual(await block.locator('pre code .token-line').allTextContents());
  expect(copied).toContain('import');
});

test('the phone menu is built the first time it opens', async ({page}) => {
  test.skip(!isPhone(page), 'Phone layout only.');
  await open(page, PAGE_WITH_CODE);
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await openPhoneMenu(page);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Quick Introduction'})).toBeVisible();
});
