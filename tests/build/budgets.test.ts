// Byte budgets over the production build: deterministic, no timing. Each failure names the page and
// the file that broke the budget, with its size.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE_URL, BUILD_DIR} from '../support/site';
import {contentPages, gzipSize, type BuiltPage} from '../support/build';

const KB = 1024;
export const BUDGETS = {
  /** Stylesheets a page links in its head: they block the first paint. */
  renderBlockingCss: 30 * KB,
  /**
   * Scripts a page's HTML loads (the runtime and the main bundle). Every docs route adds its entry to the
   * route table and chunk map they carry (about 80 bytes gzipped); src/plugins/lean-main keeps the
   * registry's module paths and most of tslib out of them.
   */
  htmlJavaScript: 120 * KB,
} as const;

const pages = contentPages();
const assetFile = (url: string) => path.join(BUILD_DIR, url.slice(BASE_URL.length));
const sizes = new Map<string, number>();
const gz = (url: string) => {
  if (!sizes.has(url)) sizes.set(url, gzipSize(assetFile(url)));
  return sizes.get(url)!;
};

const stylesheets = (page: BuiltPage) =>
  page.$('head link[rel="stylesheet"]').map((_, el) => page.$(el).attr('href')!).get();
const scripts = (page: BuiltPage) => page.$('script[src]').map((_, el) => page.$(el).attr('src')!).get();

export function overBudget(list: BuiltPage[], files: (page: BuiltPage) => string[], budget: number, size = gz): string[] {
  return list.flatMap((page) => {
    const urls = files(page);
    const total = urls.reduce((sum, url) => sum + size(url), 0);
    if (total <= budget) return [];
    const parts = urls.map((url) => `${url} ${(size(url) / KB).toFixed(1)} KB`).join(' + ');
    return [`${page.route}: ${(total / KB).toFixed(1)} KB gzipped (budget ${budget / KB} KB): ${parts}`];
  });
}

test(`render-blocking CSS is at most ${BUDGETS.renderBlockingCss / KB} KB gzipped on every page`, () => {
  expect(overBudget(pages, stylesheets, BUDGETS.renderBlockingCss)).toEqual([]);
});

test(`the JavaScript a page's HTML loads is at most ${BUDGETS.htmlJavaScript / KB} KB gzipped`, () => {
  expect(pages.filter((page) => page.route.startsWith('/docs/')).length).toBeGreaterThan(1);
  expect(overBudget(pages, scripts, BUDGETS.htmlJavaScript)).toEqual([]);
});

test('no stylesheet inlines a font as a data: URL', () => {
  const cssDir = path.join(BUILD_DIR, 'assets', 'css');
  const offenders = fs
    .readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .flatMap((name) => {
      const css = fs.readFileSync(path.join(cssDir, name), 'utf8');
      const count = (css.match(/url\(\s*["']?data:(font|application\/(x-)?font)/g) ?? []).length;
      return count ? [`${name}: ${count} data: fonts`] : [];
    });
  expect(offenders).toEqual([]);
  const plan = pages.find((page) => page.route === '/plan')!;
  expect(stylesheets(plan).filter((url) => fs.readFileSync(assetFile(url), 'utf8').includes('numberField')), 'the builder is styled before JavaScript runs').toHaveLength(1);
});

const hasMath = (page: BuiltPage) => page.$('.katex').length > 0;
const katexLinked = (page: BuiltPage) =>
  stylesheets(page).some((url) => fs.readFileSync(assetFile(url), 'utf8').includes('.katex{'));

test('KaTeX CSS loads exactly on the pages that show math', () => {
  const withMath = pages.filter(hasMath);
  expect(withMath.length, 'some page shows math').toBeGreaterThan(0);
  expect(withMath.filter((page) => !katexLinked(page)).map((page) => page.route), 'math without KaTeX CSS').toEqual([]);
  expect(pages.filter((page) => !hasMath(page) && katexLinked(page)).map((page) => page.route), 'KaTeX CSS without math').toEqual([]);
});

/** True for JavaScript that carries Mermaid's library (its config's `securityLevel`, with its name). */
export const isMermaidRuntime = (code: string) => code.includes('securityLevel') && code.includes('mermaid');

test('no built script carries Mermaid, and every diagram is an SVG in its page', () => {
  // The marker finds Mermaid's own bundle, so an empty list below means something.
  expect(isMermaidRuntime(fs.readFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'utf8'))).toBe(true);
  const jsDir = path.join(BUILD_DIR, 'assets', 'js');
  const withMermaid = fs
    .readdirSync(jsDir)
    .filter((name) => name.endsWith('.js') && isMermaidRuntime(fs.readFileSync(path.join(jsDir, name), 'utf8')));
  expect(withMermaid, 'built scripts with Mermaid in them').toEqual([]);

  const withDiagrams = pages.filter((page) => page.$('figure[data-diagram]').length > 0);
  expect(withDiagrams.length, 'pages with diagrams').toBeGreaterThan(20);
  const drawn = (page: BuiltPage) => page.$('figure[data-diagram] > [data-diagram-svg] > svg[role~="graphics-document"]').length;
  expect(
    withDiagrams.filter((page) => drawn(page) !== page.$('figure[data-diagram]').length).map((page) => page.route),
    'pages with a diagram not served as an SVG',
  ).toEqual([]);
});

test('a budget failure names the page, the files and their sizes', () => {
  const [page] = pages;
  const problems = overBudget([page!], () => ['/a.css', '/b.css'], 10 * KB, (url) => (url === '/a.css' ? 8 * KB : 4 * KB));
  expect(problems).toEqual([`${page!.route}: 12.0 KB gzipped (budget 10 KB): /a.css 8.0 KB + /b.css 4.0 KB`]);
  expect(overBudget([page!], () => ['/a.css'], 10 * KB, () => 8 * KB)).toEqual([]);
});

test("the plan builder's code and styles load only on /plan", () => {
  const marker = (text: string) => text.includes('deepteam-plan') || text.includes('red_team_plan.py');
  const jsDir = path.join(BUILD_DIR, 'assets', 'js');
  const chunks = fs.readdirSync(jsDir).filter((name) => name.endsWith('.js') && marker(fs.readFileSync(path.join(jsDir, name), 'utf8')));
  expect(chunks.length, 'the build has the builder').toBeGreaterThan(0);
  const offenders = pages.filter((page) => page.route !== '/plan').flatMap((page) =>
    [...scripts(page), ...stylesheets(page)]
      .filter((url) => chunks.some((chunk) => url.endsWith(chunk)) || (url.endsWith('.css') && fs.readFileSync(assetFile(url), 'utf8').includes('numberField')))
      .map((url) => `${page.route}: ${url}`),
  );
  expect(offenders).toEqual([]);
  const plan = pages.find((page) => page.route === '/plan')!;
  expect(stylesheets(plan).filter((url) => fs.readFileSync(assetFile(url), 'utf8').includes('numberField')), 'the builder is styled before JavaScript runs').toHaveLength(1);
});

test('the scripts every page loads carry no module paths of the route registry and not all of tslib', () => {
  const home = pages.find((page) => page.route === '/')!;
  const code = scripts(home).map((url) => fs.readFileSync(assetFile(url), 'utf8')).join('\n');
  // The registry is there (its loaders name the page modules' chunks), its module paths are not.
  expect(code).toMatch(/"[0-9a-f]{8}":\[\(\)=>/);
  // (ComponentCreator names "@theme/NotFound" itself.)
  expect(code.match(/"@(site|generated)\/[^"]*"/g) ?? [], "module paths in the main bundle").toEqual([]);
  // One of tslib's helpers that nothing here calls: its presence means the whole library came back.
  expect(code).not.toContain('__addDisposableResource');
});
