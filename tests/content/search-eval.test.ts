// The evaluation sets of `npm run bench:search` (README "Search"): every query names pages the site
// serves, so a renamed or removed page cannot leave the benchmark counting misses that are not misses.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {ROOT} from '../support/site';
import {loadPages, type Page} from '../support/content';
import {DEFAULT_VERSION} from '../../src/data/versions';

type Query = {kind: string; q: string; expect: string[]};
const KINDS = ['typo', 'identifier', 'plain', 'task'];

/** The path a page is served at: its slug, or its file name (a blog post's folder without the date). */
function routeOf(page: Page): string {
  const slug = page.frontMatter.slug;
  if (page.section === 'blog') return `/blog/${slug ? slug.replace(/^\//, '') : path.basename(path.dirname(page.file)).replace(/^\d{4}-\d{2}-\d{2}-/, '')}`;
  const name = slug ? slug.replace(/^\//, '') : path.basename(page.file).replace(/\.mdx?$/, '');
  return `/${page.section}/${name}`;
}

const routes = new Set<string>(loadPages(DEFAULT_VERSION).filter((page) => page.section !== 'blog').map(routeOf));
for (const page of loadPages().filter((item) => item.section === 'blog')) routes.add(routeOf(page));

for (const file of ['search-eval.json', 'search-eval-blind.json']) {
  test(`${file}: every kind has queries, none repeats, and every expected page is a page of the site`, () => {
    const queries: Query[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures', file), 'utf8')).queries;
    const problems: string[] = [];
    for (const kind of KINDS) if (queries.filter((query) => query.kind === kind).length < 16) problems.push(`fewer than 16 ${kind} queries`);
    const seen = new Set<string>();
    for (const {kind, q, expect: pages} of queries) {
      if (!KINDS.includes(kind)) problems.push(`"${q}": unknown kind ${kind}`);
      if (seen.has(q.toLowerCase())) problems.push(`"${q}" appears twice`);
      seen.add(q.toLowerCase());
      if (!pages.length) problems.push(`"${q}": no expected page`);
      for (const page of pages) if (!routes.has(page)) problems.push(`"${q}": ${page} is not a page of the site`);
    }
    expect(problems).toEqual([]);
  });
}
