// Diagrams are SVGs drawn ahead of time (`npm run diagrams`): in the served page, coloured for each mode,
// readable by screen readers, and fetched when a page is reached by client-side navigation. No page runs
// Mermaid (tests/build/budgets.test.ts checks that no built script carries it).
import type {Page} from '@playwright/test';
import {expect, open, switchColourMode, test} from '../support/site';

const PAGE = '/docs/red-teaming-risk-assessment';
const FIRST_NODE = 'Vulnerabilities and their types';

const nodeFill = (page: Page) =>
  page.locator('figure[data-diagram] svg .node rect').first().evaluate((rect) => getComputedStyle(rect).fill);

/** Relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test('a diagram is in the served page, readable by screen readers, in the colours of each mode', async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/diagrams/')) fetched.push(request.url());
  });
  await open(page, PAGE);
  const figure = page.locator('figure[data-diagram]').first();
  await expect(figure.locator('svg')).toBeVisible();
  // Its text is in the accessibility tree, not an image without words.
  expect(await figure.ariaSnapshot()).toContain(FIRST_NODE);
  await expect(figure.locator('svg')).toHaveAttribute('aria-roledescription', 'flowchart');
  // The Mermaid source is kept for the Markdown copy, hidden from readers.
  await expect(figure.locator('pre[data-mermaid-source]')).toBeHidden();
  await expect(figure.locator('pre[data-mermaid-source]')).toContainText('flowchart TD');

  const light = await nodeFill(page);
  expect(luminance(light), `light-mode node fill ${light}`).toBeGreaterThan(0.7);
  await switchColourMode(page, 'dark');
  const dark = await nodeFill(page);
  expect(luminance(dark), `dark-mode node fill ${dark}`).toBeLessThan(0.1);
  await switchColourMode(page, 'light');
  expect(await nodeFill(page)).toBe(light);
  // One SVG serves both modes: nothing was fetched, on load or on a switch.
  expect(fetched).toEqual([]);
});

test('a page reached by client-side navigation fetches its diagram into the space kept for it', async ({page}) => {
  await open(page, '/docs/red-teaming-test-case');
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  const svgResponse = page.waitForResponse((response) => /\/diagrams\/[0-9a-f]{16}\.svg$/.test(response.url()));
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  expect((await svgResponse).status()).toBe(200);
  const figure = page.locator('figure[data-diagram]').first();
  await expect(figure.locator('svg')).toBeVisible();
  await expect(figure).toContainText(FIRST_NODE);
  // The same document: the router changed the page, the browser did not load a new one.
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  // The box had the diagram's proportions before the SVG arrived, and the SVG fills it.
  const box = (await figure.locator('[data-diagram-svg]').boundingBox())!;
  const svg = (await figure.locator('svg').boundingBox())!;
  expect(Math.abs(box.height - svg.height)).toBeLessThan(2);
});
