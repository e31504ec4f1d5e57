// Every internal link, anchor and asset across the whole build resolves, under the base URL the build
// was made with (CI checks both / and /sub/). No browser: the built files are read directly.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE_URL, ROOT} from '../support/site';
import {NEWEST_VERSION} from '../../src/data/versions';
import {versionBase} from '../../src/config/docsVersions';
import {DOC_ALIASES, FRAMEWORK_ALIASES, GUIDE_ALIASES} from '../../src/config/redirects';
import {anchorsOf, builtPages, fileForPath, references, routeOfFile, withoutBase, type BuiltPage} from '../support/build';

const LOCAL_ORIGIN = 'http://local.test';

type Problem = string;

function checkReferences(pages: BuiltPage[]): Problem[] {
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const anchorCache = new Map<string, Set<string>>();
  const problems: Problem[] = [];
  for (const page of pages) {
    const base = new URL(`${BASE_URL.replace(/\/$/, '')}${page.route === '/' ? '/' : page.route}`, LOCAL_ORIGIN);
    for (const ref of references(page)) {
      if (/^(mailto:|tel:|javascript:|data:)/i.test(ref.url)) continue;
      let url: URL;
      try {
        url = new URL(ref.url, base);
      } catch {
        problems.push(`${page.route}: unparsable ${ref.attribute} "${ref.url}"`);
        continue;
      }
      if (url.origin !== LOCAL_ORIGIN) continue; // external: not ours to resolve here
      const sitePath = withoutBase(url.pathname);
      if (sitePath === null) {
        problems.push(`${page.route}: ${ref.attribute} "${ref.url}" is outside the base URL ${BASE_URL}`);
        continue;
      }
      const file = fileForPath(sitePath);
      if (!file) {
        problems.push(`${page.route}: ${ref.attribute} "${ref.url}" resolves to no file`);
        continue;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      if (!hash || !file.endsWith('.html')) continue;
      const relative = file.slice(file.indexOf('/build/') + '/build/'.length);
      const target = byFile.get(relative);
      if (!target) continue;
      if (!anchorCache.has(relative)) anchorCache.set(relative, anchorsOf(target));
      if (!anchorCache.get(relative)!.has(hash)) {
        problems.push(`${page.route}: "${ref.url}" points at #${hash}, which ${routeOfFile(relative)} does not have`);
      }
    }
  }
  return problems;
}

test('every internal link, anchor and asset in the build resolves', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(1);
  expect(checkReferences(pages)).toEqual([]);
});

test('the link check catches a missing page, a missing anchor and a link outside the base URL', () => {
  const [page] = builtPages().filter((p) => p.route === '/docs/getting-started');
  expect(page).toBeDefined();
  const planted = {
    ...page!,
    $: (() => {
      const $ = page!.$;
      const clone = $.load($.html());
      clone('body').append(
        `<a href="${BASE_URL}docs/no-such-page">x</a><a href="${BASE_URL}docs/getting-started#no-such-anchor">y</a><a href="/outside-${Date.now()}">z</a><img src="${BASE_URL}img/missing.png">`,
      );
      return clone;
    })(),
  };
  const problems = checkReferences([planted]);
  expect(problems.some((p) => p.includes('docs/no-such-page') && p.includes('resolves to no file'))).toBe(true);
  expect(problems.some((p) => p.includes('#no-such-anchor'))).toBe(true);
  expect(problems.some((p) => p.includes('img/missing.png'))).toBe(true);
  if (BASE_URL !== '/') expect(problems.some((p) => p.includes('outside the base URL'))).toBe(true);
});

test('every docs path the toolkit’s README links resolves in the newest release: its page, or (for an alias) a redirect to one', () => {
  const readme = fs
    .readFileSync(path.join(ROOT, 'tests', 'fixtures', 'toolkit-api', 'readme-docs-links-1.0.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/docs/'));
  expect(readme.length).toBeGreaterThan(60);
  const newest = versionBase(NEWEST_VERSION);
  const problems: string[] = [];
  for (const readmePath of readme) {
    const id = readmePath.slice('/docs/'.length);
    if (fileForPath(`${newest}/${id}`)) continue; // the page exists in the newest release
    if (!(id in DOC_ALIASES)) {
      problems.push(`${readmePath}: no page in the newest release (only aliases may redirect)`);
      continue;
    }
    const redirect = fileForPath(readmePath);
    const html = redirect && redirect.endsWith('.html') ? fs.readFileSync(redirect, 'utf8') : '';
    const target = /http-equiv="?refresh"?[^>]*url=([^"'>\s]+)/i.exec(html)?.[1];
    const targetPath = target ? withoutBase(new URL(target, LOCAL_ORIGIN).pathname) : null;
    if (!targetPath || !targetPath.startsWith(`${newest}/`) || !fileForPath(targetPath)) {
      problems.push(`${readmePath}: ${target ? `redirects to ${target}, not a page of the newest release` : 'no page and no redirect'}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the framework slugs of the toolkit’s own site redirect to our framework pages', () => {
  const newest = versionBase(NEWEST_VERSION);
  const problems: string[] = [];
  for (const [alias, id] of Object.entries(FRAMEWORK_ALIASES)) {
    const redirect = fileForPath(`/docs/${alias}`);
    const html = redirect && redirect.endsWith('.html') ? fs.readFileSync(redirect, 'utf8') : '';
    const target = /http-equiv="?refresh"?[^>]*url=([^"'>\s]+)/i.exec(html)?.[1];
    const targetPath = target ? withoutBase(new URL(target, LOCAL_ORIGIN).pathname) : null;
    if (targetPath !== `${newest}/${id}` || !fileForPath(targetPath)) problems.push(`/docs/${alias}: ${target ?? 'no redirect'}`);
  }
  expect(Object.keys(FRAMEWORK_ALIASES)).toHaveLength(8);
  expect(problems).toEqual([]);
});

test('the guide slugs of the toolkit’s own site redirect to the docs page that does their job', () => {
  const newest = versionBase(NEWEST_VERSION);
  const problems: string[] = [];
  for (const [alias, id] of Object.entries(GUIDE_ALIASES)) {
    const redirect = fileForPath(`/guides/${alias}`);
    const html = redirect && redirect.endsWith('.html') ? fs.readFileSync(redirect, 'utf8') : '';
    const target = /http-equiv="?refresh"?[^>]*url=([^"'>\s]+)/i.exec(html)?.[1];
    const targetPath = target ? withoutBase(new URL(target, LOCAL_ORIGIN).pathname) : null;
    if (targetPath !== `${newest}/${id}` || !fileForPath(targetPath)) problems.push(`/guides/${alias}: ${target ?? 'no redirect'}`);
  }
  expect(GUIDE_ALIASES['guide-cli-yaml']).toBe('red-teaming-yaml-cli');
  expect(problems).toEqual([]);
});
