import {builtRoutes, expect, manifest, open, test} from '../support/site';
import {DEFAULT_VERSION, NEWEST_VERSION, VERSIONS, type ToolkitVersion} from '../../src/data/versions';
import {versionBase as docsBase, versionLabel} from '../../src/config/docsVersions';

const ARCHIVE: ToolkitVersion = '0.2.8';

const routes = builtRoutes();

test('the sitemap lists the general routes and every sidebar page that exists', () => {
  for (const route of ['/', '/blog', '/blog/archive', '/blog/authors']) {
    expect(routes).toContain(route);
  }
  expect(routes).toContain(`/guides/${manifest.guides.mainDoc}`);
  expect(routes.filter((route) => route.startsWith('/docs/')).length).toBeGreaterThan(0);
});

test('every docs and guides page shows the toolkit version it documents', async ({page}) => {
  const badge = page.locator('.navbar__inner .navbar__link.navbar__item--version');
  await open(page, '/docs/getting-started');
  await expect(badge).toHaveText(versionLabel(DEFAULT_VERSION));
  await open(page, `/guides/${manifest.guides.mainDoc}`);
  await expect(badge).toHaveText(versionLabel(DEFAULT_VERSION));
  await open(page, `${docsBase(ARCHIVE)}/getting-started`);
  await expect(badge).toHaveText(`v${VERSIONS[ARCHIVE].label}`);
});

test('pages of the newest release show an edit link, archive pages do not, and both show the last update', async ({page}) => {
  await open(page, `${docsBase(NEWEST_VERSION)}/getting-started`);
  const edit = page.getByRole('link', {name: /edit this page/i});
  await expect(edit).toHaveAttribute('href', 'https://github.com/confident-ai/deepteam/edit/main/docs/docs/getting-started.mdx');
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated/);
  // The archive is frozen: its pages have no edit link.
  await open(page, `${docsBase(ARCHIVE)}/getting-started`);
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated/);
  await expect(page.getByRole('link', {name: /edit this page/i})).toHaveCount(0);
});

test('diagrams and formulas render', async ({page}) => {
  await open(page, '/docs/red-teaming-introduction');
  await expect(page.locator('figure[data-diagram] svg').first()).toBeVisible();
  await open(page, '/docs/red-teaming-vulnerabilities');
  await expect(page.locator('.katex-display .katex').first()).toBeVisible();
  // KaTeX's own stylesheet is applied (bundled from the katex package): the fraction is laid out.
  await expect(page.locator('.katex-display .mfrac').first()).toBeVisible();
});
