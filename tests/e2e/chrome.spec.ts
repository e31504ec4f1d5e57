import {colorModeToggle, expect, isPhone, manifest, open, test} from '../support/site';
import {DEFAULT_VERSION, TOOLKIT_VERSIONS, VERSIONS} from '../../src/data/versions';
import {versionBase} from '../../src/config/docsVersions';

test.describe('navbar', () => {
  test('links to Docs, Guides and Blog, the chat and the repository', async ({page}) => {
    await open(page, '/');
    if (isPhone(page)) {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    }
    const scope = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('nav.navbar');
    await expect(scope.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute(
      'href',
      /\/docs\/getting-started$/,
    );
    await expect(scope.getByRole('link', {name: 'Guides', exact: true})).toHaveAttribute(
      'href',
      new RegExp(`/guides/${manifest.guides.mainDoc}$`),
    );
    await expect(scope.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', /\/blog$/);
    await expect(scope.getByRole('link', {name: 'Community chat on Discord'})).toHaveAttribute(
      'href',
      manifest.links.community_chat,
    );
    await expect(
      scope.getByRole('link', {name: 'DeepTeam source repository on GitHub'}),
    ).toHaveAttribute('href', manifest.links.repository);
  });

  test('the logo links home and switches with the colour mode', async ({page}) => {
    await open(page, '/docs/getting-started');
    const brand = page.locator('.navbar__inner a.navbar__brand');
    await expect(brand).toHaveAttribute('href', /\/$/);
    await expect(brand.locator('img:visible')).toHaveAttribute('src', /logo-light\.svg$/);
    await (await colorModeToggle(page)).click();
    await expect(brand.locator('img:visible')).toHaveAttribute('src', /logo-dark\.svg$/);
  });
});

test.describe('footer', () => {
  test('has the three columns of the specification with the manifest links', async ({page}) => {
    await open(page, '/');
    const footer = page.locator('footer');
    const titles = footer.locator('.footer__title');
    await expect(titles).toHaveText(['Documentation', 'Articles You Must Read', 'Red Teaming Community']);

    const column = (title: string) =>
      footer.locator('.footer__col').filter({has: page.locator('.footer__title', {hasText: title})});

    const docs = column('Documentation');
    await expect(docs.getByRole('link', {name: 'Introduction'})).toHaveAttribute('href', /\/docs\/getting-started$/);
    await expect(docs.getByRole('link', {name: 'Guides'})).toHaveAttribute(
      'href',
      new RegExp(`/guides/${manifest.guides.mainDoc}$`),
    );

    const articles = column('Articles You Must Read').getByRole('link');
    await expect(articles).toHaveCount(manifest.links.footer_articles.length);
    for (const [index, article] of manifest.links.footer_articles.entries()) {
      await expect(articles.nth(index)).toHaveAttribute('href', article.href);
      await expect(articles.nth(index)).toContainText(article.label);
    }

    const community = column('Red Teaming Community');
    const hrefs = await community.getByRole('link').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual([manifest.links.repository, manifest.links.community_chat, manifest.links.newsletter]);

    await expect(footer).toContainText(`Copyright © ${manifest.constants.copyrightYear}`);
    await expect(footer).toContainText(`Documents DeepTeam ${VERSIONS[DEFAULT_VERSION].release}, checked against ${VERSIONS[DEFAULT_VERSION].source.ref}`);
    await expect(footer.getByRole('link', {name: VERSIONS[DEFAULT_VERSION].source.ref})).toHaveAttribute('href', VERSIONS[DEFAULT_VERSION].source.url);
  });

  test('names the release of the page it is on, with the source that release was checked against', async ({page}) => {
    for (const version of TOOLKIT_VERSIONS) {
      await open(page, `${versionBase(version)}/getting-started`);
      const footer = page.locator('footer.footer');
      await expect(footer).toContainText(`Documents DeepTeam ${VERSIONS[version].release}, checked against ${VERSIONS[version].source.ref}`);
      await expect(footer.getByRole('link', {name: VERSIONS[version].source.ref})).toHaveAttribute('href', VERSIONS[version].source.url);
    }
  });
});

test.describe('skip link', () => {
  test('moves focus to the main content', async ({page}) => {
    await open(page, '/docs/getting-started');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus lands on the page's <main> (or the fallback wrapper on pages without one).
    const focused = page.locator('main:focus, #__docusaurus_skipToContent_fallback:focus');
    await expect(focused).toHaveCount(1);
    await expect(focused.locator('h1').first()).toBeVisible();
  });
});
