import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {DEV_INDEX_DIR} from '../../src/plugins/local-search';
import {readSiteEnv} from '../../src/config/siteEnv';
import {SEARCH_PAGE_PATH, searchSetup} from '../../src/config/search';
import {matchesEveryTerm, searchableQuery} from '../../src/plugins/local-search/client/pagefind';
import {excerptOf, matchWeight, queryTerms, resultFor, toPageText} from '../../src/plugins/local-search/client/pageText';
import {cleanUrl, highlight, safeExcerpt, sectionOf, toHits} from '../../src/plugins/local-search/client/hits';
import {
  ALL_RELEASES,
  SCOPES,
  SEARCHABLE_VERSIONS,
  filtersFor,
  parseScope,
  scopeForVersion,
  scopeLabel,
} from '../../src/plugins/local-search/client/versionScope';
import {DEFAULT_VERSION} from '../../src/data/versions';
import {searchPageUrl} from '../../src/plugins/local-search/client/searchPageUrl';
import {separateBlocks} from '../../src/plugins/local-search/separateBlocks.mjs';

const DEFAULT_URL = 'https://www.trydeepteam.com';
const ALGOLIA = {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'deepteam'};

test('local Pagefind search is the default, with no Algolia config', () => {
  const setup = searchSetup(readSiteEnv({}, DEFAULT_URL), '/nonexistent', false);
  expect(setup.algolia).toBeUndefined();
  expect(setup.plugins).toEqual(['./src/plugins/local-search/index.ts']);
  expect(setup.staticDirectories).toEqual(['static']);
});

test('npm start serves the last build\'s index when there is one', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
  try {
    expect(searchSetup(readSiteEnv({}, DEFAULT_URL), siteDir, true).staticDirectories).toEqual(['static']);
    const bundle = path.join(siteDir, DEV_INDEX_DIR, 'pagefind', 'pagefind.js');
    fs.mkdirSync(path.dirname(bundle), {recursive: true});
    fs.writeFileSync(bundle, '');
    expect(searchSetup(readSiteEnv({}, DEFAULT_URL), siteDir, true).staticDirectories).toEqual(['static', DEV_INDEX_DIR]);
    // A production build never serves a cached index: it makes its own.
    expect(searchSetup(readSiteEnv({}, DEFAULT_URL), siteDir, false).staticDirectories).toEqual(['static']);
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
});

test('Algolia replaces local search only when app id, key and index are all set', () => {
  for (const missing of Object.keys(ALGOLIA)) {
    const partial = {...ALGOLIA, [missing]: ''};
    expect(searchSetup(readSiteEnv(partial, DEFAULT_URL), '/x', false).algolia, missing).toBeUndefined();
  }
  const setup = searchSetup(readSiteEnv(ALGOLIA, DEFAULT_URL), '/x', false);
  expect(setup.plugins).toEqual([]);
  expect(setup.algolia).toEqual({
    appId: 'APPID',
    apiKey: 'search-key',
    indexName: 'deepteam',
    contextualSearch: true,
    searchPagePath: SEARCH_PAGE_PATH,
  });
});

test('ALGOLIA_ASSISTANT_ID turns on Ask AI in Algolia mode', () => {
  const setup = searchSetup(readSiteEnv({...ALGOLIA, ALGOLIA_ASSISTANT_ID: 'assistant-1'}, DEFAULT_URL), '/x', false);
  expect(setup.algolia).toMatchObject({askAi: {assistantId: 'assistant-1'}});
  const local = searchSetup(readSiteEnv({ALGOLIA_ASSISTANT_ID: 'assistant-1'}, DEFAULT_URL), '/x', false);
  expect(local.algolia).toBeUndefined();
});

test('nonsense words do not match on shared first letters', () => {
  const content = queryTerms('Prompt leakage tests whether your app reveals its system prompt.');
  expect(matchesEveryTerm(content, queryTerms('prompt leakage'))).toBe(true);
  expect(matchesEveryTerm(content, queryTerms('prom'))).toBe(true);
  expect(matchesEveryTerm(content, queryTerms('prompts'))).toBe(true);
  expect(matchesEveryTerm(content, queryTerms('qwxzvbn'))).toBe(false);
  expect(matchesEveryTerm(content, queryTerms('prxqz'))).toBe(false);
});

test('text from the index is escaped; only <mark> survives', () => {
  expect(safeExcerpt('a <mark>bias</mark> &lt;b&gt; <img src=x onerror=alert(1)>')).toBe('a <mark>bias</mark> &lt;b&gt; ');
  expect(highlight('<script>Bias</script>', ['bias'])).toBe('&lt;script&gt;<mark>Bias</mark>&lt;/script&gt;');
});

test('hits carry clean URLs with anchors and the section as lvl0', () => {
  const hits = toHits(
    [
      {
        url: '/docs/red-teaming-vulnerabilities-bias/',
        excerpt: 'tests <mark>bias</mark>',
        meta: {title: 'Bias vulnerability', section: 'Vulnerabilities'},
        sub_results: [
          {title: 'Bias vulnerability', url: '/docs/red-teaming-vulnerabilities-bias/', excerpt: 'x'},
          {title: 'Mitigations', url: '/docs/red-teaming-vulnerabilities-bias/#mitigations', excerpt: 'm', anchor: {element: 'h2', id: 'mitigations', text: 'Mitigations'}},
        ],
      },
    ],
    ['bias'],
  );
  expect(hits.map((h) => [h.type, h.url, h.hierarchy.lvl0, h.hierarchy.lvl2])).toEqual([
    ['lvl1', '/docs/red-teaming-vulnerabilities-bias', 'Vulnerabilities', null],
    ['lvl2', '/docs/red-teaming-vulnerabilities-bias#mitigations', 'Vulnerabilities', 'Mitigations'],
  ]);
  expect(cleanUrl('/')).toBe('/');
  expect(searchPageUrl('/docs-site/', 'a&b <c>')).toBe('/docs-site/search?q=a%26b%20%3Cc%3E');
});

test('a single trailing letter waits for the next one; a lone letter is still searched', () => {
  expect(searchableQuery('  prompt leakage p ')).toBe('prompt leakage');
  expect(searchableQuery('p')).toBe('p');
  expect(searchableQuery('a b')).toBe('a b');
  expect(searchableQuery('   ')).toBe('');
});

test('excerpts and heading results are cut from the kept page text around the matches', () => {
  const words = Array.from({length: 60}, (_, index) => `w${index}`);
  words[2] = 'Intro';
  words[30] = 'Mitigations';
  words[40] = 'bias';
  words[41] = '&lt;b&gt;';
  const page = toPageText({
    url: '/docs/bias/',
    content: words.join(' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
    meta: {title: 'Bias', section: 'Vulnerabilities'},
    anchors: [
      {element: 'h2', id: 'mitigations', text: 'Mitigations', location: 30},
      {element: 'h2', id: 'intro', text: 'Intro', location: 2},
      {element: 'div', id: 'not-a-heading', text: 'x', location: 10},
      {element: 'h3', id: 'empty', text: ' ', location: 50},
    ],
  });
  expect(page.headings.map((heading) => heading.id)).toEqual(['intro', 'mitigations']);
  expect(page.terms).toContain('bias');

  const excerpt = excerptOf(page, [40]);
  expect(excerpt.split(' ')).toHaveLength(24);
  expect(excerpt.startsWith('w36 w37 w38 w39 <mark>bias</mark> &lt;b&gt;')).toBe(true);
  // The window never runs past the end of the text or of the heading's section.
  expect(excerptOf(page, [59]).endsWith('<mark>w59</mark>')).toBe(true);
  expect(excerptOf(page, [28], 2, 30).endsWith('<mark>w28</mark> w29')).toBe(true);

  const result = resultFor(page, [40, 5]);
  expect(result.sub_results.map((sub) => [sub.url, sub.title])).toEqual([
    ['/docs/bias/#intro', 'Intro'],
    ['/docs/bias/#mitigations', 'Mitigations'],
  ]);
  expect(result.sub_results[1]!.excerpt).toContain('<mark>bias</mark>');
  expect(resultFor(page, [40]).sub_results.map((sub) => sub.anchor?.id)).toEqual(['mitigations']);
});

test('excerpts prefer prose about the subject to code that uses it', () => {
  expect(['leakage,', '“Prompt', 'prompt).', "reader's"].map(matchWeight)).toEqual([1, 1, 1, 1]);
  expect(['SYSTEM_PROMPT,', 'PromptLeakage(types=[', 'vulnerabilities=[prompt_leakage],'].map(matchWeight)).toEqual([0.1, 0.1, 0.1]);
  const code = 'x = PromptLeakage(types=["instructions"]) y = run(prompt_leakage) z = SYSTEM_PROMPT, w = prompt_leakage';
  const prose = 'Prompt leakage is when an app repeats its hidden instructions.';
  const filler = Array.from({length: 40}, (_, index) => `f${index}`).join(' ');
  const page = toPageText({url: '/p/', content: `${code} ${filler} ${prose}`, meta: {}});
  const locations = page.words.flatMap((word, index) => (/prompt|leakage/i.test(word) ? [index] : []));
  expect(locations.length).toBeGreaterThan(3);
  expect(excerptOf(page, locations)).toContain("<mark>Prompt</mark> <mark>leakage</mark> is when");
});

test('the indexer keeps neighbouring cells and paragraphs of the minified build apart', () => {
  expect(separateBlocks('needs.<td><code>ExcessiveAgency</code><td>LLM07:2025<p>System')).toBe(
    'needs. <td><code>ExcessiveAgency</code> <td>LLM07:2025 <p>System',
  );
  // Inline elements and tags that only start like a block tag are left as they are.
  expect(separateBlocks('a<code>b</code><span>c</span><path d=x><progress><Pre>')).toBe('a<code>b</code><span>c</span><path d=x><progress> <Pre>');
});

test('between equally good passages, the excerpt comes from the opening of the page', () => {
  const words = Array.from({length: 400}, (_, index) => `w${index}`);
  for (const location of [3, 10, 300, 305]) words[location] = 'bias';
  words[308] = 'Bias';
  const page = toPageText({url: '/p/', content: words.join(' '), meta: {}});
  // Three matches late in the page outweigh two at the start only when they are really more.
  expect(excerptOf(page, [3, 10, 300, 305])).toMatch(/^w0 w1 w2 <mark>bias<\/mark>/);
  expect(excerptOf(page, [3, 10, 300, 305, 308])).toMatch(/^w296 .*<mark>Bias<\/mark>/);
});

test('search covers one indexed release (the reader’s) or all of them, and reads a scope from a URL safely', () => {
  // Every indexed release can be chosen, then all of them; a preview release is not indexed.
  expect(SCOPES).toEqual([...SEARCHABLE_VERSIONS, ALL_RELEASES]);
  expect(SEARCHABLE_VERSIONS).toContain(DEFAULT_VERSION);
  expect(scopeForVersion('0.2.8')).toBe('0.2.8');
  expect(scopeForVersion(null)).toBe(DEFAULT_VERSION);
  expect(parseScope('all', '0.2.8')).toBe('all');
  expect(parseScope('0.2.8', DEFAULT_VERSION)).toBe('0.2.8');
  for (const bad of ['', '0.2', '1.0.7', '"><script>', 'ALL', null, undefined]) {
    expect(parseScope(bad, DEFAULT_VERSION), String(bad)).toBe(DEFAULT_VERSION);
  }
  // Pagefind filters: a release's pages (blog posts carry every release), or no filter for all.
  expect(filtersFor('0.2.8')).toEqual({filters: {version: '0.2.8'}});
  expect(filtersFor(ALL_RELEASES)).toEqual({});
  expect(scopeLabel('0.2.8')).toBe('v0.2.8');
  expect(scopeLabel(ALL_RELEASES)).toBe('All releases');
  expect(searchPageUrl('/', 'a b', '0.2.8')).toBe('/search?q=a%20b&version=0.2.8');
});

test('results name their release only when a search covers several', () => {
  const page = {url: '/docs/0.2.8/x/', excerpt: '', meta: {section: 'Vulnerabilities', title: 'X', release: '0.2.8'}, sub_results: []};
  expect(sectionOf(page, false)).toBe('Vulnerabilities');
  expect(sectionOf(page, true)).toBe('Vulnerabilities · v0.2.8');
  // Blog posts have no release of their own.
  expect(sectionOf({...page, meta: {section: 'Blog', title: 'Post'}}, true)).toBe('Blog');
  expect(toHits([page], ['x'], true)[0]!.hierarchy.lvl0).toBe('Vulnerabilities · v0.2.8');
});
