// What every built page tells search engines and link previews, the sitemap, and what it loads from
// elsewhere. No browser: the built files are read directly.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE_URL, BUILD_DIR, builtRoutes} from '../support/site';
import {contentPages, type BuiltPage} from '../support/build';
import {NEWEST_VERSION} from '../../src/data/versions';
import {NEWEST_IS_PREVIEW, versionPath} from '../../src/config/docsVersions';

const pages = contentPages();
/** Pages kept out of search engines on purpose (they say so with a robots noindex meta). */
const isNoIndex = (page: BuiltPage) => /noindex/.test(page.$('meta[name="robots"]').attr('content') ?? '');
const indexed = pages.filter((page) => !isNoIndex(page));

export function metaProblems(list: BuiltPage[]): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const page of list) {
    const title = page.$('head > title').text().trim();
    if (!title) problems.push(`${page.route}: no <title>`);
    else if (titles.has(title)) problems.push(`${page.route}: title "${title}" is also the title of ${titles.get(title)}`);
    else titles.set(title, page.route);
    const description = page.$('meta[name="description"]').attr('content') ?? '';
    if (description.length < 120 || description.length > 160) {
      problems.push(`${page.route}: description is ${description.length} characters (120-160): "${description}"`);
    }
    const canonical = page.$('link[rel="canonical"]').attr('href') ?? '';
    if (!/^https?:\/\//.test(canonical)) problems.push(`${page.route}: no absolute canonical URL`);
    else if (new URL(canonical).pathname.replace(/\/$/, '') !== `${BASE_URL}${page.route.slice(1)}`.replace(/\/$/, '')) {
      problems.push(`${page.route}: canonical ${canonical} is not this page`);
    }
    const h1 = page.$('h1').length;
    if (h1 !== 1) problems.push(`${page.route}: ${h1} h1 elements`);
  }
  return problems;
}

test('every page has a unique title, a 120-160 character description, its canonical URL and one h1', () => {
  expect(indexed.length).toBeGreaterThan(1);
  expect(metaProblems(indexed)).toEqual([]);
});

test('no page is left out of the index except a preview release’s pages; the search page folds its result URLs into /search', () => {
  const segment = versionPath(NEWEST_VERSION);
  const isPreviewPage = (route: string) => NEWEST_IS_PREVIEW && (route.startsWith(`/docs/${segment}/`) || route.startsWith(`/guides/${segment}/`));
  const noIndex = pages.filter(isNoIndex).map((page) => page.route);
  expect(noIndex.filter((route) => !isPreviewPage(route))).toEqual([]);
  // Every page of a preview is kept out, not just some.
  expect(pages.map((page) => page.route).filter((route) => isPreviewPage(route) && !noIndex.includes(route))).toEqual([]);
  if (NEWEST_IS_PREVIEW) expect(noIndex.length).toBeGreaterThan(80);
  const search = pages.find((page) => page.route === '/search');
  expect(search?.$('link[rel="canonical"]').attr('href')).toMatch(/\/search$/);
});

test('the sitemap lists every indexed page and nothing else', () => {
  const listed = builtRoutes().map((route) => route.replace(/\/$/, '') || '/').sort();
  expect(new Set(listed).size, 'no duplicates').toBe(listed.length);
  expect(listed).toEqual(indexed.map((page) => page.route).sort());
});

/** Attributes and CSS that make the browser fetch something. */
function requestedUrls(page: BuiltPage): string[] {
  const urls: string[] = [];
  page.$('script[src], img[src], iframe[src], source[src], video[src], audio[src], embed[src]').each((_, el) => {
    urls.push(page.$(el).attr('src')!);
  });
  page.$('link[href]').each((_, el) => {
    const rel = (page.$(el).attr('rel') ?? '').toLowerCase();
    if (/\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|manifest)\b/.test(rel)) urls.push(page.$(el).attr('href')!);
  });
  for (const match of page.html.matchAll(/url\(\s*["']?([^"')\s]+)/g)) urls.push(match[1]!);
  return urls;
}

export function thirdPartyRequests(list: BuiltPage[]): string[] {
  return list.flatMap((page) =>
    requestedUrls(page)
      .filter((url) => /^(https?:)?\/\//i.test(url))
      .map((url) => `${page.route}: ${url}`),
  );
}

test('no page requests anything from another host (no analytics or Algolia variable is set)', () => {
  test.skip(
    ['GTAG_ID', 'PLAUSIBLE_DOMAIN', 'ALGOLIA_APP_ID'].some((name) => process.env[name]),
    'analytics or Algolia is configured for this build',
  );
  expect(thirdPartyRequests(contentPages())).toEqual([]);
  // Stylesheets too: fonts and icons are bundled.
  const cssDir = path.join(BUILD_DIR, 'assets', 'css');
  for (const file of fs.readdirSync(cssDir).filter((name) => name.endsWith('.css'))) {
    const css = fs.readFileSync(path.join(cssDir, file), 'utf8');
    expect(css.match(/url\(\s*["']?(https?:)?\/\/[^)]*\)/g) ?? [], file).toEqual([]);
  }
});

test('the checks catch a duplicate title, a short description, two h1s and a third-party script', async () => {
  const [first] = indexed;
  const cheerio = await import('cheerio');
  const $ = cheerio.load(first!.html);
  $('meta[name="description"]').attr('content', 'Too short');
  $('body').append('<h1>Second</h1><script src="https://cdn.example.com/x.js"></script>');
  const planted: BuiltPage = {file: 'x.html', route: first!.route, html: $.html(), $};
  const problems = metaProblems([first!, planted]);
  expect(problems.some((p) => p.includes('is also the title of'))).toBe(true);
  expect(problems.some((p) => p.includes('9 characters (120-160)'))).toBe(true);
  expect(problems.some((p) => p.includes('2 h1 elements'))).toBe(true);
  expect(thirdPartyRequests([planted])).toEqual([`${first!.route}: https://cdn.example.com/x.js`]);
});

test('every admonition renders: no page shows a directive’s colons as text', () => {
  const problems: string[] = [];
  for (const page of contentPages()) {
    page.$('article p, article li').each((_, element) => {
      const text = page.$(element).text().trim();
      if (/^:::\w/.test(text)) problems.push(`${page.route}: "${text.slice(0, 60)}"`);
    });
  }
  expect(problems).toEqual([]);
});
