import {expect, test} from '@playwright/test';
import {readSiteEnv} from '../../src/config/siteEnv';
import {SEARCH_PAGE_PATH, searchSetup} from '../../src/config/search';
import {matchesEveryTerm, queryTerms} from '../../src/plugins/local-search/client/pagefind';
import {cleanUrl, highlight, safeExcerpt, toHits} from '../../src/plugins/local-search/client/hits';
import {searchPageUrl} from '../../src/plugins/local-search/client/searchPageUrl';

const DEFAULT_URL = 'https://www.trydeepteam.com';
const ALGOLIA = {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'deepteam'};

test('local Pagefind search is the default, with no Algolia config', () => {
  const setup = searchSetup(readSiteEnv({}, DEFAULT_URL), '/nonexistent', false);
  expect(setup.algolia).toBeUndefined();
  expect(setup.plugins).toEqual(['./src/plugins/local-search/index.ts']);
  expect(setup.staticDirectories).toEqual(['static']);
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
  const content = 'Prompt leakage tests whether your app reveals its system prompt.';
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
        content: 'tests bias',
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
