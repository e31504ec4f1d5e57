import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, expect, isPhone, manifest, open, seriousAxeViolations, switchColourMode, test, waitForHydration} from '../support/site';
import {BLOG_VERSION, DEFAULT_VERSION, VERSIONS} from '../../src/data/versions';
import {versionBase} from '../../src/config/docsVersions';

const CHART_POST = '/blog/ai-safety-paradox-deepteam';
const POSTS = manifest.blog.posts;

test.describe('a post with charts', () => {
  test('each chart the reader sees is an SVG image with a title and a one-sentence description', async ({page}) => {
    await open(page, CHART_POST);
    const charts = page.locator('figure svg[role="img"]:visible');
    await expect(charts).toHaveCount(2);
    for (const svg of await charts.all()) {
      const title = (await svg.locator('title').textContent())?.trim() ?? '';
      const desc = (await svg.locator('desc').textContent())?.trim() ?? '';
      expect(title.length).toBeGreaterThan(10);
      expect(desc).toMatch(/^[A-Z].{30,}\.$/);
      await expect(svg).toHaveAccessibleName(title);
      await expect(svg).toHaveAccessibleDescription(desc);
      // The chart is drawn at build time: bars exist without any script having run.
      expect(await svg.locator('rect').count()).toBeGreaterThan(4);
    }
  });

  test('the server-rendered HTML already contains the drawn charts', async () => {
    const html = fs.readFileSync(path.join(BUILD_DIR, CHART_POST.slice(1), 'index.html'), 'utf8');
    expect(html.match(/<svg[^>]*role="?img/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(html).toContain('Breach rate by attack and by how heavily the models were aligned');
  });

  test('the numbers table under a chart opens with the keyboard', async ({page}) => {
    await open(page, CHART_POST);
    const details = page.locator('figure details').first();
    const summary = details.locator('summary');
    await expect(details.locator('table')).toBeHidden();
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    const table = details.locator('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', {name: /TreeJailbreaking/})).toBeVisible();
    await expect(table.getByRole('cell', {name: '22.0%'})).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(details).not.toHaveAttribute('open', '');
  });

  test('approximate values read off a chart are shown with ≈', async ({page}) => {
    await open(page, '/blog/shakespeare-claude-jailbreak-deepteam');
    const figure = page.locator('figure', {hasText: 'Breach rate as attacks per type grow'});
    await expect(figure.locator('svg[role="img"]:visible text', {hasText: '≈'}).first()).toBeVisible();
    await expect(figure).toContainText('read off the published chart');
  });

  test('has no serious or critical axe violations in light or dark mode, with the tables open', async ({page}) => {
    // Two axe passes over a long post: on CI's shared cores that alone can pass 30 seconds.
    test.setTimeout(90_000);
    await page.goto(`${CHART_POST.slice(1)}?docusaurus-theme=light`);
    await waitForHydration(page);
    for (const summary of await page.locator('figure details summary').all()) await summary.click();
    const light = (await seriousAxeViolations(page)).map((v) => `light: ${v}`);
    await switchColourMode(page, 'dark');
    const dark = (await seriousAxeViolations(page, 'colour')).map((v) => `dark: ${v}`);
    expect([...light, ...dark]).toEqual([]);
  });

  test('no chart page scrolls sideways, and phones get the narrow drawing', async ({page}) => {
    for (const post of POSTS) {
      await open(page, `/blog/${post.slug}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, post.slug).toBeLessThanOrEqual(0);
    }
    await open(page, CHART_POST);
    const box = await page.locator('figure svg[role="img"]:visible').first().boundingBox();
    const viewBox = await page.locator('figure svg[role="img"]:visible').first().getAttribute('viewBox');
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(viewBox).toMatch(isPhone(page) ? /^0 0 340 / : /^0 0 720 /);
  });
});

test.describe('blog lists and feeds', () => {
  for (const route of ['/blog', '/blog/archive', '/blog/tags/case-study', '/blog/authors/research']) {
    test(`${route} lists all five posts`, async ({page}) => {
      await open(page, route);
      for (const post of POSTS) {
        await expect(page.locator(`main a[href$="/blog/${post.slug}"]`).first(), post.slug).toBeVisible();
      }
    });
  }

  test('the authors page links the author and counts all five posts', async ({page}) => {
    await open(page, '/blog/authors');
    const author = page.getByRole('link', {name: /DeepTeam Research Desk/});
    await expect(author).toHaveAttribute('href', /\/blog\/authors\/research$/);
    // The theme prints the author's post count right after the name.
    await expect(page.locator('main')).toContainText(new RegExp(`DeepTeam Research Desk\\s*${POSTS.length}(?!\\d)`));
  });

  for (const feed of ['rss.xml', 'atom.xml']) {
    test(`the ${feed} feed has all five posts`, async ({request}) => {
      const response = await request.get(`blog/${feed}`);
      expect(response.ok()).toBe(true);
      const xml = await response.text();
      for (const post of POSTS) {
        expect(xml, post.slug).toContain(`/blog/${post.slug}`);
        expect(xml, post.title).toContain(post.title);
      }
    });
  }
});

test('every post says which release its code targets, and its docs links open that release', async ({page}) => {
  const {release} = VERSIONS[BLOG_VERSION];
  const prefix = `${versionBase(BLOG_VERSION)}/`;
  let checked = 0;
  for (const post of POSTS) {
    await open(page, `/blog/${post.slug}`);
    const note = page.getByRole('complementary', {name: 'Toolkit release'});
    await expect(note).toContainText(`Written for DeepTeam ${release}.`);
    if (BLOG_VERSION !== DEFAULT_VERSION) {
      await expect(note.getByRole('link', {name: 'Migrating to 1.0'})).toHaveAttribute('href', /\/docs\/migrating-to-1-0$/);
    }
    // Links in the post's text (not the note, the navbar or the footer) stay in the post's release.
    const hrefs = await page
      .locator('article .markdown a[href^="/docs/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !href.startsWith(prefix)), post.slug).toEqual([]);
    checked += hrefs.length;
  }
  expect(checked, 'docs links in the posts').toBeGreaterThan(5);
});
