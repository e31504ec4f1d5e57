import type {Page} from '@playwright/test';
import {expect, open, seriousAxeViolations, switchColourMode, test, waitForHydration, type ColourMode} from '../support/site';
import {DEFAULT_VERSION} from '../../src/data/versions';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openSearch(page: Page): Promise<void> {
  await page.getByRole('button', {name: /^Search/}).first().click();
  await expect(input(page)).toBeFocused();
}

/** The distinct page paths of a list of links, in order. */
const paths = (hrefs: (string | null)[]) => [...new Set(hrefs.map((href) => new URL(href!, 'http://site.invalid').pathname))];

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

test('the modal lists pages in the order of the ranking, as the search page does, even across sections', async ({page}) => {
  const query = 'deepteam run';
  await open(page, `/search?q=${encodeURIComponent(query)}`);
  await expect(page.locator('main ol li a').first()).toBeVisible();
  const ranked = paths(await page.locator('main ol li a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  await open(page, '/docs/getting-started');
  await searchFor(page, query);
  await expect(page.locator(`.site-search-container[data-answered-query="${query}"]`)).toHaveCount(1);
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const shown = paths(await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  // The modal reads fewer candidates than the search page; the pages both show come in the same order.
  const common = shown.filter((path) => ranked.includes(path));
  expect(common.length).toBeGreaterThanOrEqual(3);
  expect(common).toEqual(ranked.filter((path) => common.includes(path)));
  // Neighbouring groups never carry the same label: a section that returns is a new group.
  const labels = (await page.locator('.DocSearch-Hit-source').allTextContents()).map((label) => label.replace(/\u200b/g, ''));
  expect(labels.every((label, index) => index === 0 || label !== labels[index - 1])).toBe(true);
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

test('a search opened while the next page loads stays open when that page arrives', async ({page}) => {
  await open(page, '/');
  // The next page's code arrives late, as on a slow connection: the page changes under an open search.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
  await page.getByRole('button', {name: /^Search/}).first().click();
  await expect(page.getByRole('heading', {level: 1, name: /Quick introduction to DeepTeam/})).toBeAttached({timeout: 15_000});
  await expect(input(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
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
    // The page names the query in its status line (the first live region) once the search has run, as
    // text; a notice may follow when the words match some pages.
    await expect(page.locator('main [aria-live]').first()).toContainText(expected.trim().slice(0, 40));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // The page's own inline script (it starts loading the index) is the only script in main.
    await expect(page.locator('main script')).toHaveCount(1);
    await expect(page.locator('main script', {hasText: 'alert'})).toHaveCount(0);
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

// ---------------------------------------------------------------------------------------------------
// Readers' words: typos, words no page has, identifiers (README "Search").

const results = (page: Page) => page.locator('main ol li');
const firstResultLink = (page: Page) => page.locator('main ol li h2 a').first();

test.describe('on /search?q= loaded directly', () => {
  for (const mode of ['light', 'dark'] as ColourMode[]) {
    test(`a misspelt word shows "Showing results for …" and the right page, and the link searches the words as typed (${mode})`, async ({page}) => {
      await open(page, '/search?q=cresendo');
      await switchColourMode(page, mode);
      const notice = page.locator('main .site-search-notice');
      await expect(notice).toContainText('Showing results for crescendo');
      await expect(firstResultLink(page)).toHaveAttribute('href', /\/docs\/red-teaming-adversarial-attacks-crescendo-jailbreaking/);
      expect(await seriousAxeViolations(page, 'all', 'main')).toEqual([]);
      await notice.getByRole('link', {name: 'Search instead for “cresendo”'}).click();
      await expect(page).toHaveURL(/[?&]q=cresendo(&|$)/);
      await expect(page).toHaveURL(/[?&]as_typed=1/);
      await expect(page.getByRole('searchbox')).toHaveValue('cresendo');
      await expect(page.locator('main [aria-live]').first()).toContainText('No results for “cresendo”');
      await expect(notice).toHaveCount(0);
    });
  }

  test('a word no page has leaves partial results and names the words left out', async ({page}) => {
    await open(page, '/search?q=check%20my%20code%20for%20prompt%20injection%20zxqvbugs');
    await expect(page.locator('main .site-search-notice')).toContainText(/No page has all of your words.*without zxqvbugs/);
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first()).toContainText('Missing: zxqvbugs');
    // Stop words ("my", "for") are never what is missing.
    for (const line of await page.locator('main ol li p', {hasText: 'Missing:'}).allTextContents()) {
      expect(line).not.toMatch(/\b(my|for)\b/);
    }
  });

  test('an identifier lands on the section that defines it', async ({page}) => {
    await open(page, '/search?q=tools_called');
    const link = firstResultLink(page);
    await expect(link).toHaveAttribute('href', /\/docs\/red-teaming-test-case#[\w-]+$/);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`)).toBeInViewport();
  });

  test.describe('before the page’s scripts run', () => {
    test.use({allowedConsoleErrors: /^Failed to load resource/});

    test('the server-rendered page asks for the index as soon as it knows the query', async ({page}) => {
      // With the site's own scripts blocked the page never hydrates: the request comes from its HTML.
      await page.route('**/assets/js/**', (route) => route.abort());
      const index = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
      await page.goto('search?q=bias');
      await index;
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
      // Without a query it asks for nothing.
      let asked = false;
      page.on('request', (request) => {
        if (request.url().includes('/pagefind/')) asked = true;
      });
      await page.goto('search');
      await page.waitForTimeout(300);
      expect(asked).toBe(false);
    });
  });

  test('results paint into the frame without shifting it', async ({page}) => {
    await page.goto('search?q=bias');
    await expect(results(page).first()).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
  });
});

test.describe('at phone width, by keyboard alone', () => {
  test.use({viewport: {width: 375, height: 812}});

  for (const mode of ['light', 'dark'] as ColourMode[]) {
    test(`typo, notice link and result are reachable with the keyboard on /search (${mode})`, async ({page}) => {
      await open(page, '/search?q=toxicty');
      await switchColourMode(page, mode);
      await expect(page.locator('main .site-search-notice')).toContainText('Showing results for toxicity');
      await expect(firstResultLink(page)).toHaveAttribute('href', /toxicity/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // From the search box, Tab reaches the link to the words as typed.
      await page.getByRole('searchbox').focus();
      const asTyped = page.getByRole('link', {name: 'Search instead for “toxicty”'});
      for (let i = 0; i < 8 && !(await asTyped.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(asTyped).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/as_typed=1/);
      await expect(page.locator('main [aria-live]').first()).toContainText('No results for “toxicty”');
    });
  }

  test('the modal corrects a typo and searches the words as typed from the keyboard', async ({page}) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('toxicty');
    const notice = page.locator('.DocSearch-Modal .site-search-notice');
    await expect(notice).toContainText('Showing results for toxicity');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /toxicity/);
    await notice.getByRole('button', {name: 'Search instead for “toxicty”'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expect(notice).toHaveCount(0);
    // Typing on goes back to corrected searches.
    await input(page).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('y');
    await expect(notice).toContainText('Showing results for toxicity');
  });

  test('the modal sends an identifier to its section anchor, by keyboard', async ({page}) => {
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('DEEPEVAL_TELEMETRY_OPT_OUT');
    const first = page.locator('.DocSearch-Hit a').first();
    // Each keystroke is a search: the last one may take a while on a loaded machine.
    await expect(first).toHaveAttribute('href', /\/docs\/data-privacy#[\w-]+$/, {timeout: 15_000});
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`)).toBeInViewport();
  });
});

test('nothing of the search loads on a page until the reader starts a search', async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/pagefind\/|site-vocabulary/.test(request.url())) loaded.push(request.url());
  });
  await open(page, '/docs/red-teaming-vulnerabilities-bias');
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(500);
  // The search page without a query loads nothing either.
  await open(page, '/search');
  await page.waitForTimeout(300);
  expect(loaded).toEqual([]);
  await searchFor(page, 'bias');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(loaded.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  // The vocabulary of corrections waits for a word that needs it, the pages' subjects for a question.
  expect(loaded.filter((url) => url.includes('site-vocabulary'))).toEqual([]);
  expect(loaded.filter((url) => url.includes('site-subjects'))).toEqual([]);
  await input(page).fill('how do attacks get past refusals');
  await expect.poll(() => loaded.filter((url) => url.endsWith('/pagefind/site-subjects.json')).length).toBe(1);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('a question reaches the page whose title, headings and phrases match it, in the modal and on /search', async ({page}) => {
  // The question's words are on many pages; the calibration page holds them in its headings and
  // phrases. By text alone it is not among the first six.
  const question = 'how do I stop the judge failing harmless replies';
  const calibration = /\/docs\/red-teaming-judge-calibration$/;
  await open(page, `/search?q=${encodeURIComponent(question)}`);
  await expect(page.locator('main ol li a').first()).toBeVisible();
  const onPage = paths(await page.locator('main ol li a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  expect(onPage.slice(0, 3).some((href) => calibration.test(href))).toBe(true);
  await searchFor(page, question);
  await expect(page.locator(`.site-search-container[data-answered-query="${question}"]`)).toHaveCount(1, {timeout: 15_000});
  const inModal = paths(await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  expect(inModal.slice(0, 3).some((href) => calibration.test(href))).toBe(true);
});
