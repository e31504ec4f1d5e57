// The API reference as built: every entry of both releases is a heading with its dotted path as id and its
// name as text, weighted for search; every class page links to its entry; the Markdown export reads as
// Markdown; the entries reach the browser as HTML only; the pages stay within their byte budget.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR, ROOT} from '../support/site';
import {contentPages, gzipSize, type BuiltPage} from '../support/build';
import {TOOLKIT_VERSIONS} from '../../src/data/versions';
import {versionBase} from '../../src/config/docsVersions';
import {loadReferences} from '../../src/plugins/api-reference';
import {classPagesOf} from '../../src/plugins/api-reference/remark';
import type {Entry} from '../../src/plugins/api-reference/types';

const KB = 1024;
/** HTML of the largest reference page, gzipped: the reference is read from the served page. */
export const REFERENCE_HTML_BUDGET = 60 * KB;

const references = loadReferences(ROOT);
const pages = new Map(contentPages().map((page) => [page.route, page]));
const pageOf = (route: string): BuiltPage => {
  const page = pages.get(route);
  if (!page) throw new Error(`no built page ${route}`);
  return page;
};
const text = (page: BuiltPage, el: Parameters<BuiltPage['$']>[0]) => page.$(el).clone().find('.hash-link').remove().end().text().trim();

for (const version of TOOLKIT_VERSIONS) {
  const reference = references[version]!;
  test(`${version}: every entry is a heading with its dotted path as id and its name as text, weighted for search`, () => {
    const problems: string[] = [];
    let headings = 0;
    for (const [group, sections] of reference.pages) {
      const page = pageOf(`${versionBase(version)}/api/${group}`);
      const check = (id: string, name: string, levels: string) => {
        const found = page.$(`[id="${id}"]`);
        headings += 1;
        if (found.length !== 1) return problems.push(`${group}: ${found.length} elements with id ${id}`);
        const el = found.get(0)!;
        if (!levels.split(',').includes(el.tagName)) problems.push(`${id}: a <${el.tagName}>, not a heading`);
        if (text(page, el) !== name) problems.push(`${id}: heading text "${text(page, el)}", not "${name}"`);
        if (page.$(el).attr('data-pagefind-weight') !== '10') problems.push(`${id}: no title weight for search`);
        return undefined;
      };
      const visit = (entry: Entry, levels: string) => {
        check(entry.id, entry.name, levels);
        for (const method of entry.methods) check(method.id, method.name, 'h4');
        for (const companion of entry.companions) visit(companion, 'h4');
      };
      for (const section of sections) for (const entry of section.entries) visit(entry, 'h3');
    }
    expect(headings).toBeGreaterThan(400);
    expect(problems).toEqual([]);
  });

  test(`${version}: every class page links to its entry`, () => {
    const problems: string[] = [];
    const classPages = Object.entries(classPagesOf(version));
    expect(classPages.length).toBeGreaterThan(40);
    for (const [docId, {importStatement, group}] of classPages) {
      const page = pages.get(`${versionBase(version)}/${docId}`);
      if (!page) continue;
      const [, module, name] = /^from (\S+) import (\w+)/.exec(importStatement)!;
      const href = `${versionBase(version)}/api/${group}#${module}.${name}`;
      if (page.$(`article a[href="${href}"]`).length === 0) problems.push(`${docId}: no link to ${href}`);
      if (pageOf(`${versionBase(version)}/api/${group}`).$(`[id="${module}.${name}"]`).length !== 1) problems.push(`${docId}: ${href} is not an entry`);
    }
    expect(problems).toEqual([]);
  });
}

test('the Markdown export keeps headings, signatures as Python blocks with their marks, and llms.txt lists the reference', () => {
  const markdown = fs.readFileSync(path.join(BUILD_DIR, 'docs', 'api', 'red-team.md'), 'utf8');
  expect(markdown).toContain('\n### red_team\n');
  expect(markdown).toContain('\n#### RedTeamer.red_team\n');
  expect(markdown).toMatch(/```python\nfrom deepteam import red_team\n# defined in deepteam\.red_team\n\ndef red_team\(\n {4}model_callback: CallbackType,\n/);
  expect(markdown).toContain('    ignore_errors: bool = True,  # default changed in 1.0.3 (was False)\n');
  expect(markdown).toMatch(/`deepteam\.red_team` function, since 0\.2\.8, default changed in 1\.0\.3/);
  expect(markdown).not.toMatch(/\n\n```\n/);
  expect(markdown).not.toContain('Filter by name');
  const llms = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  expect(llms).toMatch(/\[Vulnerabilities API\]\([^)]+\/docs\/api\/vulnerabilities\.md\)/);
  const archive = fs.readFileSync(path.join(BUILD_DIR, 'llms-full-0.2.8.txt'), 'utf8');
  expect(archive).toContain('\n### PIILeakage\n');
});

test('the entries reach the browser as HTML only: no script carries their data or the code that renders them', () => {
  const jsDir = path.join(BUILD_DIR, 'assets', 'js');
  // `definedIn` is a field of the entries and of nothing else on the site; the sentence is the renderer's (./Body.tsx).
  const carriers = fs
    .readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => /definedIn|records only that the name is exported/.test(fs.readFileSync(path.join(jsDir, name), 'utf8')));
  expect(carriers).toEqual([]);
  // The served page has them.
  const page = pageOf('/docs/api/vulnerabilities');
  expect(page.$('[data-api-names]').length).toBeGreaterThan(300);
  expect(page.html).toContain('Optional[List[PIILeakageLiteral]]');
});

test(`the largest reference page is at most ${REFERENCE_HTML_BUDGET / KB} KB of gzipped HTML`, () => {
  const sizes = [...pages.values()]
    .filter((page) => /\/api(\/|$)/.test(page.route))
    .map((page) => ({route: page.route, bytes: gzipSize(path.join(BUILD_DIR, page.file))}))
    .sort((a, b) => b.bytes - a.bytes);
  expect(sizes.length).toBe(TOOLKIT_VERSIONS.reduce((n, v) => n + references[v]!.pages.size + 1, 0));
  console.log(`largest reference pages (gzipped HTML): ${sizes.slice(0, 3).map((s) => `${s.route} ${(s.bytes / KB).toFixed(1)} KB`).join(', ')}`);
  expect(sizes[0]!.bytes).toBeLessThanOrEqual(REFERENCE_HTML_BUDGET);
});
