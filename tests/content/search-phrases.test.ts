// Readers' words for search (README "Search"): every class page, concept page and guide of the current
// release carries phrases, from its catalogue entry (`searchPhrases`) or its front matter
// (`search_phrases`, a YAML list of strings); blog posts may carry them too.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {expect, test} from '@playwright/test';
import {ROOT} from '../support/site';
import {loadPages, type Page} from '../support/content';
import {DEFAULT_VERSION} from '../../src/data/versions';
import {cataloguePhrases, pagePhrases, phrasesOf, PHRASES_KEY} from '../../src/plugins/local-search/phrases';
import {loadReferences, referencePages} from '../../src/plugins/api-reference';

/** The front matter's phrases, as the site reads them. */
function frontMatterPhrases(page: Page): unknown {
  const source = fs.readFileSync(path.join(ROOT, page.file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  const data = (match ? yaml.load(match[1]!) : null) as Record<string, unknown> | null;
  return data?.[PHRASES_KEY];
}

/** Problems with a page's phrases: none, not a list of strings, or too few to say what it covers. */
function phraseProblems(page: Page, raw: unknown, fromCatalogue: readonly string[]): string[] {
  const problems: string[] = [];
  if (raw !== undefined && (!Array.isArray(raw) || raw.some((item) => typeof item !== 'string' || !item.trim()))) {
    problems.push(`${page.file}: ${PHRASES_KEY} must be a YAML list of non-empty strings`);
  }
  const phrases = [...phrasesOf(raw), ...fromCatalogue];
  if (phrases.length < 2) {
    problems.push(`${page.file}: needs at least two search phrases (${PHRASES_KEY} in front matter, or searchPhrases in its catalogue entry)`);
  }
  for (const phrase of phrases) {
    if (phrase.includes(';')) problems.push(`${page.file}: phrase "${phrase}" has a semicolon (it separates phrases in the index)`);
    if (phrase.length > 120) problems.push(`${page.file}: phrase "${phrase.slice(0, 30)}…" is over 120 characters`);
  }
  return problems;
}

const catalogue = cataloguePhrases();
// The API reference's pages are found by the names they list (each a heading weighted above a title),
// never by readers' words: phrases there pulled plain questions ("check my code for …") to a page of
// signatures instead of the page that explains the task.
const referenceIds = new Set(Object.values(referencePages(loadReferences(ROOT))).flat().map((page) => page.id));
const currentPages = loadPages(DEFAULT_VERSION).filter((page) => page.section !== 'blog');
const referencePagesNow = currentPages.filter((page) => referenceIds.has(page.frontMatter.id ?? ''));

test('the API reference’s pages carry no readers’ phrases', () => {
  expect(referencePagesNow.length).toBeGreaterThan(5);
  expect(referencePagesNow.filter((page) => frontMatterPhrases(page) !== undefined).map((page) => page.file)).toEqual([]);
});

test('every other docs and guides page of the current release has readers’ phrases for search', () => {
  expect(currentPages.length).toBeGreaterThan(50);
  const problems = currentPages.filter((page) => !referencePagesNow.includes(page)).flatMap((page) =>
    phraseProblems(page, frontMatterPhrases(page), catalogue.get(`${DEFAULT_VERSION}:${page.frontMatter.id}`) ?? []),
  );
  expect(problems).toEqual([]);
});

test('blog posts that carry phrases carry a list of strings', () => {
  const posts = loadPages().filter((page) => page.section === 'blog');
  expect(posts.length).toBeGreaterThan(0);
  const problems = posts.flatMap((post) => {
    const raw = frontMatterPhrases(post);
    return raw === undefined ? [] : phraseProblems(post, raw, []);
  });
  expect(problems).toEqual([]);
});

test('the phrases check catches a page without phrases, a bad list and a semicolon (planted)', () => {
  const page = currentPages.find((p) => p.frontMatter.id === 'data-privacy')!;
  expect(phraseProblems(page, undefined, [])).toEqual([expect.stringContaining('needs at least two search phrases')]);
  expect(phraseProblems(page, 'one string', [])[0]).toContain('must be a YAML list');
  expect(phraseProblems(page, ['a; b', 'c'], [])).toEqual([expect.stringContaining('semicolon')]);
  // A class page is covered by its catalogue entry alone.
  expect(phraseProblems(page, undefined, ['one', 'two'])).toEqual([]);
});

test('catalogue phrases reach the class page of their release, and archive pages fall back on newer ones', () => {
  expect(catalogue.get(`${DEFAULT_VERSION}:red-teaming-vulnerabilities-bias`)?.length).toBeGreaterThan(1);
  expect(catalogue.get(`${DEFAULT_VERSION}:guardrails-topical-guard`)?.length).toBeGreaterThan(1);
  const doc = (id: string, permalink: string, frontMatter: Record<string, unknown> = {}) => ({id, permalink, frontMatter});
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {versionName: '0.2.8', docs: [doc('data-privacy', '/sub/docs/0.2.8/data-privacy'), doc('red-teaming-vulnerabilities-bias', '/sub/docs/0.2.8/red-teaming-vulnerabilities-bias')]},
          {versionName: 'current', docs: [doc('data-privacy', '/sub/docs/data-privacy', {[PHRASES_KEY]: ['turn off telemetry', 7, '  ']})]},
        ],
      },
    },
    'docusaurus-plugin-content-blog': {default: {blogPosts: [{metadata: {permalink: '/sub/blog/post', frontMatter: {[PHRASES_KEY]: ['a study']}}}]}},
  };
  const phrases = pagePhrases(allContent, '/sub/');
  expect(phrases['/docs/data-privacy']).toEqual(['turn off telemetry']);
  expect(phrases['/docs/0.2.8/data-privacy']).toEqual(['turn off telemetry']);
  expect(phrases['/docs/0.2.8/red-teaming-vulnerabilities-bias']).toEqual(catalogue.get('0.2.8:red-teaming-vulnerabilities-bias'));
  expect(phrases['/blog/post']).toEqual(['a study']);
});
