// Two releases of the docs: the version switch in the navbar, the banner on every page that is not the
// newest release, the preferred version the theme remembers, and links and catalogue facts that stay
// inside the page's own release.
import {expect, isPhone, open, test} from '../support/site';
import {DEFAULT_VERSION, NEWEST_VERSION, VERSIONS} from '../../src/data/versions';
import {versionBase} from '../../src/config/docsVersions';

const docsBase = (version: typeof DEFAULT_VERSION) => versionBase(version, 'docs');
const guidesBase = (version: typeof DEFAULT_VERSION) => versionBase(version, 'guides');
const ARCHIVE = '0.2.8' as const;
const BIAS = 'red-teaming-vulnerabilities-bias';
const PREFERRED_DOCS = 'docs-preferred-version-default';

test('the version switch lists both releases and opens the same page in the other one', async ({page}) => {
  test.skip(isPhone(page), 'The dropdown is a desktop navbar item; the phone menu has its own list (checked below).');
  await open(page, `${docsBase(ARCHIVE)}/${BIAS}`);
  const dropdown = page.locator('.navbar__inner .dropdown').filter({has: page.locator('.navbar__item--version')});
  await expect(dropdown.locator('.navbar__item--version')).toHaveText(`v${VERSIONS[ARCHIVE].label}`);
  await dropdown.locator('.navbar__item--version').hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu.getByRole('link')).toHaveText([/^v1\.0/, 'v0.2.8']);
  await menu.getByRole('link', {name: /^v1\.0/}).click();
  await expect(page).toHaveURL(new RegExp(`${docsBase(NEWEST_VERSION)}/${BIAS}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Bias vulnerability');
  // The theme remembers the choice per docs plugin.
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_DOCS)).toBe(VERSIONS[NEWEST_VERSION].docsVersion);
});

test('the preferred version survives a reload and steers the navbar’s Docs link', async ({page}) => {
  await open(page, '/blog');
  await page.evaluate((key) => localStorage.setItem(key, 'current'), PREFERRED_DOCS);
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const scope = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('nav.navbar');
  if (isPhone(page)) await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(scope.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', new RegExp(`${docsBase(NEWEST_VERSION)}/getting-started$`));
  // Without a stored preference (or with an unknown one) the default release is used.
  await page.evaluate((key) => localStorage.setItem(key, 'no-such-version'), PREFERRED_DOCS);
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  if (isPhone(page)) await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(scope.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', new RegExp(`${docsBase(DEFAULT_VERSION)}/getting-started$`));
});

test('an archive page names its release and links the same page in the newest release', async ({page}) => {
  await open(page, `${docsBase(ARCHIVE)}/${BIAS}`);
  const banner = page.getByRole('complementary', {name: 'Documentation version'});
  await expect(banner).toContainText(`DeepTeam ${VERSIONS[ARCHIVE].release}`);
  await expect(banner).toContainText(VERSIONS[ARCHIVE].source.ref);
  await expect(banner.getByRole('link', {name: 'What changed in 1.0'})).toHaveAttribute('href', new RegExp(`${docsBase(NEWEST_VERSION)}/migrating-to-1-0$`));
  await banner.getByRole('link', {name: `This page for DeepTeam ${VERSIONS[NEWEST_VERSION].label}`}).click();
  await expect(page).toHaveURL(new RegExp(`${docsBase(NEWEST_VERSION)}/${BIAS}$`));
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERRED_DOCS)).toBe('current');
});

test('guides have their own version switch and banner', async ({page}) => {
  await open(page, `${guidesBase(ARCHIVE)}/guide-custom-vulnerability`);
  await expect(page.getByRole('complementary', {name: 'Documentation version'})).toContainText(`DeepTeam ${VERSIONS[ARCHIVE].release}`);
  // One version switch in the navbar: the guides one on a guides page.
  await expect(page.locator('.navbar__inner .navbar__item--version')).toHaveCount(1);
  await expect(page.locator('.navbar__inner .navbar__item--version')).toHaveText(`v${VERSIONS[ARCHIVE].label}`);
});

test('links and catalogue facts stay inside the page’s release', async ({page}) => {
  for (const version of [ARCHIVE, NEWEST_VERSION] as const) {
    await open(page, `${docsBase(version)}/${BIAS}`);
    const article = page.locator('article');
    const hrefs = await article.locator('a[href^="/docs/"], a[href^="/guides/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length, version).toBeGreaterThan(3);
    const base = docsBase(version);
    const other = version === ARCHIVE ? docsBase(NEWEST_VERSION) : docsBase(ARCHIVE);
    for (const href of hrefs.filter((h) => h.startsWith('/docs/'))) {
      expect(href.startsWith(`${base}/`) && (base.length >= other.length || !href.startsWith(`${other}/`)), `${version}: ${href}`).toBe(true);
    }
    // The parameter table shows the constructor of this release: attack_engine exists from 1.0 only.
    await expect(article.getByRole('cell', {name: /^attack_engine\b/})).toHaveCount(version === ARCHIVE ? 0 : 1);
  }
});

/** The docs and guides links among the search hits of the modal, once they have arrived. */
async function modalHitHrefs(page: import('@playwright/test').Page): Promise<string[]> {
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  return hits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

const inRelease = (href: string, version: typeof DEFAULT_VERSION) =>
  href.startsWith(`${docsBase(version)}/`) || href.startsWith(`${guidesBase(version)}/`);
const isArchiveHref = (href: string) => inRelease(href, ARCHIVE);

test('search covers the release of the page being read, and the switch changes it', async ({page}) => {
  await open(page, `${docsBase(ARCHIVE)}/${BIAS}`);
  await page.getByRole('button', {name: /^Search/}).first().click();
  const scope = page.getByRole('group', {name: 'Search in'});
  await expect(scope.getByRole('radio', {name: `v${VERSIONS[ARCHIVE].label}`})).toBeChecked();
  await page.locator('.DocSearch-Input').fill('Bias vulnerability');
  let hrefs = await modalHitHrefs(page);
  expect(hrefs.some((href) => href.startsWith(`${docsBase(ARCHIVE)}/${BIAS}`)), hrefs.join(' ')).toBe(true);
  expect(hrefs.filter((href) => !href.startsWith('/blog/') && !isArchiveHref(href)), 'only 0.2.8 pages').toEqual([]);

  // The switch is a radio group: the keyboard moves it, and the same query runs again in 1.0.
  await scope.getByRole('radio', {name: `v${VERSIONS[NEWEST_VERSION].label}`}).check();
  await expect(page.locator(`.DocSearch-Hit a[href^="${docsBase(NEWEST_VERSION)}/${BIAS}"]`).first()).toBeVisible();
  hrefs = await modalHitHrefs(page);
  expect(hrefs.filter(isArchiveHref), 'no 0.2.8 pages').toEqual([]);
  await expect(page.locator('.DocSearch-Input')).toHaveValue('Bias vulnerability');

  // All releases: both copies of the page, each group naming its release.
  await scope.getByRole('radio', {name: 'All releases'}).check();
  await expect(page.locator(`.DocSearch-Hit a[href^="${docsBase(ARCHIVE)}/${BIAS}"]`).first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').filter({hasText: `v${VERSIONS[ARCHIVE].label}`}).first()).toBeVisible();
  // "See all results" keeps the release choice.
  await expect(page.getByRole('link', {name: /See all results/})).toHaveAttribute('href', /[?&]version=all$/);
});

test('search on a page of the current release starts in that release', async ({page}) => {
  await open(page, `${docsBase(DEFAULT_VERSION)}/${BIAS}`);
  await page.getByRole('button', {name: /^Search/}).first().click();
  await expect(page.getByRole('group', {name: 'Search in'}).getByRole('radio', {name: `v${VERSIONS[DEFAULT_VERSION].label}`})).toBeChecked();
  await page.locator('.DocSearch-Input').fill('Bias vulnerability');
  const hrefs = await modalHitHrefs(page);
  expect(hrefs.filter(isArchiveHref)).toEqual([]);
  expect(hrefs.some((href) => href.startsWith(`${docsBase(DEFAULT_VERSION)}/${BIAS}`))).toBe(true);
});

test('the search page searches the reader’s release, keeps the choice in the URL and ignores a bad one', async ({page}) => {
  const resultLinks = page.locator('main ol h2 a');
  const hrefsOf = async () => {
    await expect(resultLinks.first()).toBeVisible();
    return resultLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  };
  // A reader who chose 0.2.8 in the docs gets 0.2.8 results on /search too.
  await open(page, '/blog');
  await page.evaluate((key) => localStorage.setItem(key, '0.2.8'), PREFERRED_DOCS);
  await open(page, '/search?q=bias');
  const scope = page.getByRole('group', {name: 'Search in'});
  await expect(scope.getByRole('radio', {name: `v${VERSIONS[ARCHIVE].label}`})).toBeChecked();
  let hrefs = await hrefsOf();
  expect(hrefs.filter((href) => !href.startsWith('/blog/') && !isArchiveHref(href)), 'only 0.2.8 pages').toEqual([]);

  await scope.getByRole('radio', {name: 'All releases'}).check();
  await expect(page).toHaveURL(/[?&]version=all(&|$)/);
  await expect(page.locator('main ol').getByText(`· v${VERSIONS[ARCHIVE].label}`).first()).toBeVisible();

  // A version named in the URL wins; one that does not exist falls back to the reader's, safely.
  await open(page, `/search?q=bias&version=${VERSIONS[DEFAULT_VERSION].docsVersion === 'current' ? DEFAULT_VERSION : DEFAULT_VERSION}`);
  await expect(scope.getByRole('radio', {name: `v${VERSIONS[DEFAULT_VERSION].label}`})).toBeChecked();
  hrefs = await hrefsOf();
  expect(hrefs.filter(isArchiveHref)).toEqual([]);
  await open(page, `/search?q=bias&version=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`);
  await expect(scope.getByRole('radio', {name: `v${VERSIONS[ARCHIVE].label}`})).toBeChecked();
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(resultLinks.first()).toBeVisible();
});

test('a search with no hit in one release offers all releases', async ({page}) => {
  // ToolMetadataPoisoning is a 1.0 class: the 0.2.8 pages never name it.
  await open(page, '/search?q=ToolMetadataPoisoning&version=0.2.8');
  const status = page.locator('main [aria-live="polite"]');
  await expect(status).toContainText(`No results for “ToolMetadataPoisoning” in v${VERSIONS[ARCHIVE].label}`);
  await status.getByRole('button', {name: 'Search all releases'}).click();
  await expect(page.locator('main ol h2 a').first()).toHaveAttribute('href', new RegExp(`^${docsBase(NEWEST_VERSION)}/`));
});

test('the toolkit README’s aliases redirect to a page of the newest release, and its links to 1.0 classes open their pages', async ({page}) => {
  await page.goto('/docs/guardrails#usage');
  await expect(page).toHaveURL(new RegExp(`${docsBase(NEWEST_VERSION)}/guardrails-introduction#usage$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.goto('/docs/red-teaming-vulnerabilities-tool-metadata-poisoning');
  await expect(page).toHaveURL(new RegExp(`${docsBase(NEWEST_VERSION)}/red-teaming-vulnerabilities-tool-metadata-poisoning$`));
  await expect(page.getByRole('heading', {level: 1})).toContainText('Tool Metadata Poisoning');
  await expect(page.getByRole('region', {name: 'ToolMetadataPoisoning at a glance'})).toBeVisible();
});
