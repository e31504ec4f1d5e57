// The API reference pages as a reader uses them: anchors land on their entry in both releases, the
// name filter works from the keyboard, the version switch keeps the entry, the pages read without
// JavaScript, the reference's code and data load on its pages only, and axe finds nothing serious in
// either colour mode.
import type {Page, Response} from '@playwright/test';
import {expect, isPhone, open, seriousAxeViolations, switchColourMode, test} from '../support/site';
import {DEFAULT_VERSION, VERSIONS} from '../../src/data/versions';
import {versionBase} from '../../src/config/docsVersions';

const ARCHIVE = '0.2.8' as const;
const api = (version: typeof DEFAULT_VERSION, group: string) => `${versionBase(version)}/api/${group}`;
const PII = 'deepteam.vulnerabilities.PIILeakage';

/** The entry's heading is below the navbar and inside the viewport. */
async function expectLandedOn(page: Page, id: string): Promise<void> {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeVisible();
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      const navbar = (await page.locator('nav.navbar').boundingBox())?.height ?? 60;
      return box !== null && box.y >= navbar - 1 && box.y < (page.viewportSize()?.height ?? 800) / 2;
    }, {message: `${id} is at the top of the viewport`})
    .toBe(true);
}

test('an anchor lands on its entry in both releases, for a class and for a method', async ({page}) => {
  for (const version of [DEFAULT_VERSION, ARCHIVE] as const) {
    await open(page, `${api(version, 'vulnerabilities')}#${PII}`);
    await expectLandedOn(page, PII);
    await expect(page.locator(`[id="${PII}"]`)).toHaveText('PIILeakage');
    await open(page, `${api(version, 'red-team')}#deepteam.red_teamer.RedTeamer.red_team`);
    await expectLandedOn(page, 'deepteam.red_teamer.RedTeamer.red_team');
  }
});

test('the filter narrows the names from the keyboard: type, Enter goes to the first match, Escape clears', async ({page}) => {
  await open(page, api(DEFAULT_VERSION, 'vulnerabilities'));
  const filter = page.getByLabel('Filter by name');
  // Reached with Tab from the control before it.
  await page.getByText('How to read the release marks').focus();
  await page.keyboard.press('Tab');
  await expect(filter).toBeFocused();
  await page.keyboard.type('piileak');
  await expect(page.locator(`[id="${PII}"]`)).toBeVisible();
  await expect(page.locator('[id="deepteam.vulnerabilities.Bias"]')).toBeHidden();
  await expect(page.getByRole('status').filter({hasText: /names match/})).toContainText(/^\d+ of \d+ names match “piileak”/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${PII.replace(/\./g, '\\.')}$`));
  await expect(page.locator(`[id="${PII}"]`)).toBeFocused();
  await filter.focus();
  await page.keyboard.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(page.locator('[id="deepteam.vulnerabilities.Bias"]')).toBeVisible();
  // A method name finds its class, which shows only that method.
  await filter.fill('a_assess');
  await expect(page.locator('[id="deepteam.vulnerabilities.Bias.a_assess"]')).toBeVisible();
  await expect(page.locator('[id="deepteam.vulnerabilities.Bias.simulate_attacks"]')).toBeHidden();
  // Nothing matches: said so, and no entry is left.
  await filter.fill('no such name');
  await expect(page.getByRole('status').filter({hasText: /No names match/})).toBeVisible();
  await expect(page.locator('h3[id^="deepteam."]:visible')).toHaveCount(0);
});

test('the version switch keeps the reader on the same entry, and says so when the other release has none', async ({page}) => {
  test.skip(isPhone(page), 'The dropdown is a desktop navbar item.');
  const switchTo = async (label: RegExp) => {
    const dropdown = page.locator('.navbar__inner .dropdown').filter({has: page.locator('.navbar__item--version')});
    await dropdown.locator('.navbar__item--version').hover();
    await dropdown.locator('.dropdown__menu').getByRole('link', {name: label}).click();
  };
  await open(page, `${api(DEFAULT_VERSION, 'vulnerabilities')}#${PII}`);
  await switchTo(/^v0\.2\.8/);
  await expect(page).toHaveURL(new RegExp(`${api(ARCHIVE, 'vulnerabilities')}#${PII.replace(/\./g, '\\.')}$`));
  await expectLandedOn(page, PII);
  await switchTo(/^v1\.0/);
  await expect(page).toHaveURL(new RegExp(`${api(DEFAULT_VERSION, 'vulnerabilities')}#${PII.replace(/\./g, '\\.')}$`));
  await expectLandedOn(page, PII);
  // Hallucination is new in 1.0.7: the archive page says it has no such entry.
  await open(page, `${api(DEFAULT_VERSION, 'vulnerabilities')}#deepteam.vulnerabilities.Hallucination`);
  await switchTo(/^v0\.2\.8/);
  await expect(page.getByRole('status').filter({hasText: 'There is no entry'})).toHaveText(
    `There is no entry deepteam.vulnerabilities.Hallucination in DeepTeam ${VERSIONS[ARCHIVE].release}.`,
  );
});

test('without JavaScript every entry is there to read and the filter is not shown', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(api(DEFAULT_VERSION, 'vulnerabilities').replace(/^\//, ''));
  await expect(page.locator(`[id="${PII}"]`)).toHaveText('PIILeakage');
  await expect(page.locator('h3[id^="deepteam.vulnerabilities."]')).toHaveCount(38);
  await expect(page.getByText('Used on').first()).toBeVisible();
  await expect(page.getByLabel('Filter by name')).toBeHidden();
  await context.close();
});

/** The JavaScript a page fetches, with whether each file carries the reference (its code or its data). */
async function scriptsOf(page: Page, route: string, scroll = false): Promise<{url: string; reference: boolean; bytes: number}[]> {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (/\.js(\?|$)/.test(response.url())) responses.push(response);
  };
  page.on('response', listener);
  await open(page, route);
  if (scroll) {
    // Every link on the page comes into view once, so the router fetches whatever it prefetches.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await page.waitForTimeout(500);
  }
  page.off('response', listener);
  return Promise.all(
    responses.map(async (response) => {
      const body = await response.text().catch(() => '');
      const bytes = Number(response.headers()['content-length'] ?? body.length);
      return {url: response.url(), reference: body.includes('How to read the release marks') || body.includes('"entryCount"'), bytes};
    }),
  );
}

test('the reference’s code and data load on its pages only', async ({page}) => {
  const reference = await scriptsOf(page, api(DEFAULT_VERSION, 'vulnerabilities'));
  expect(reference.filter((s) => s.reference).length, 'the reference page loads its code and data').toBeGreaterThan(0);
  for (const route of [`${versionBase(DEFAULT_VERSION)}/red-teaming-vulnerabilities-bias`, `${versionBase(ARCHIVE)}/red-teaming-nist-ai-rmf`, '/blog']) {
    const scripts = await scriptsOf(page, route, true);
    expect(scripts.length, route).toBeGreaterThan(1);
    expect(scripts.filter((s) => s.reference).map((s) => s.url), `${route} fetches none of the reference`).toEqual([]);
  }
});

test('a class page links to its entry in the same release', async ({page}) => {
  for (const version of [DEFAULT_VERSION, ARCHIVE] as const) {
    await open(page, `${versionBase(version)}/red-teaming-vulnerabilities-pii-leakage`);
    const card = page.locator('section[aria-label="PIILeakage at a glance"]');
    await card.getByRole('link', {name: /PIILeakage in the Vulnerabilities API reference/}).click();
    await expect(page).toHaveURL(new RegExp(`${api(version, 'vulnerabilities')}#${PII.replace(/\./g, '\\.')}$`));
    await expectLandedOn(page, PII);
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing serious on reference pages in ${mode} mode`, async ({page}) => {
    test.setTimeout(120_000);
    test.skip(isPhone(page), 'The crawl checks every reference page at phone width.');
    for (const route of [api(DEFAULT_VERSION, 'red-team'), `${versionBase(ARCHIVE)}/api`]) {
      await open(page, route);
      await switchColourMode(page, mode);
      expect(await seriousAxeViolations(page, 'all', 'article'), `${route} (${mode})`).toEqual([]);
    }
  });
}
