import type {Page} from '@playwright/test';
import {expect, open, test, waitForHydration} from '../support/site';
import {DEFAULT_VERSION} from '../../src/data/versions';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openSearch(page: Page): Promise<void> {
  await page.getByRole('button', {name: /^Search/}).first().click();
  await expect(input(page)).toBeFocused();
}

async function searchFor(page: Page, query: string): Promise<void> {
  await openSearch(page);
  await input(page).fill(query);
}

for (const shortcut of ['Control+k', '/']) {
  test(`${shortcut} opens the search modal and Escape closes it`, async ({page}) => {
    await open(page, '/docs/getting-started');
    await page.keyboard.press(shortcut);
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });
}

test("a page's title finds that page first, grouped under its section", async ({page}) => {
  await open(page, '/');
  await searchFor(page, 'Prompt Leakage');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toHaveAttribute('href', /\/docs\/red-teaming-vulnerabilities-prompt-leakage$/);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Vulnerabilities');
  await expect(first.locator('mark').first()).toBeVisible();
  // Results come from the local index, so Algolia's credit is not shown.
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
});

test('a heading hit lands on its anchor', async ({page}) => {
  await open(page, '/');
  await searchFor(page, 'SQL injection mitigations');
  const heading = page.locator('.DocSearch-Hit a[href*="#"]').first();
  await expect(heading).toBeVisible();
  const href = (await heading.getAttribute('href'))!;
  await heading.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const anchor = decodeURIComponent(href.split('#')[1]!);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('nonsense shows the no-results screen, not prefix matches', async ({page}) => {
  await open(page, '/');
  await searchFor(page, 'qwxzvbn');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results');
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
});

test.describe('when the index cannot be loaded', () => {
  // The browser logs the blocked requests; an uncaught exception would still fail these tests.
  test.use({allowedConsoleErrors: /^Failed to load resource/});

  test('the modal shows the error screen', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await open(page, '/');
    await searchFor(page, 'bias');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
  });

  test('the search page says so instead of showing results', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await open(page, '/search?q=bias');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
    await expect(page.locator('main ol')).toHaveCount(0);
  });
});

test('a selected search is listed as recent on reopen and can be saved as a favourite', async ({page}) => {
  await open(page, '/');
  await searchFor(page, 'Prompt Leakage');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/red-teaming-vulnerabilities-prompt-leakage$/);
  await openSearch(page);
  const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'});
  await expect(recent).toBeVisible();
  await page.getByRole('button', {name: 'Save this search'}).first().click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
});

test("'See all results' leads to the search page with the same results", async ({page}) => {
  await open(page, '/');
  await searchFor(page, 'prompt leakage');
  const firstInModal = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  await page.getByRole('link', {name: /See all results/}).click();
  // The search page keeps the release the modal searched (the default one, from the home page).
  await expect(page).toHaveURL(new RegExp(`/search\\?q=prompt%20leakage&version=${DEFAULT_VERSION.replace('.', '\\.')}$`));
  await expect(page.getByRole('group', {name: 'Search in'}).getByRole('radio', {name: `v${DEFAULT_VERSION}`})).toBeChecked();
  await expect(page.getByRole('searchbox')).toHaveValue('prompt leakage');
  await expect(page.locator('main ol li a').first()).toHaveAttribute('href', firstInModal!);
});

test('the search page keeps the query in the URL as the reader types', async ({page}) => {
  await open(page, '/search');
  await page.getByRole('searchbox').fill('excessive agency');
  await expect(page).toHaveURL(/\/search\?q=excessive(\+|%20)agency$/);
  await expect(page.locator('main ol li').first()).toContainText(/Excessive Agency/i);
});

for (const hostile of [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "' OR 1=1 --",
  '%E0%A4%A',
  '100% safe',
  'a'.repeat(500),
]) {
  test(`the search page shows the query ${JSON.stringify(hostile.slice(0, 30))} as text`, async ({page}) => {
    await page.goto(`search?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    const expected = hostile.slice(0, 200);
    await expect(page.getByRole('searchbox')).toHaveValue(expected);
    // The page names the query in its status line once the search has run, as text.
    await expect(page.locator('main [aria-live]')).toContainText(expected.trim().slice(0, 40));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
  });
}

test('a raw malformed percent sequence in q does not break the search page', async ({page}) => {
  await page.goto('search?q=%E0%A4%A%');
  await waitForHydration(page);
  await expect(page.getByRole('searchbox')).toBeVisible();
});

test('keyboard only: arrows and Enter reach a result', async ({page}) => {
  await open(page, '/');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('toxicity');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/.*toxicity/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
