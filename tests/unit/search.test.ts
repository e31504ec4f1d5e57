import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {DEV_INDEX_DIR} from '../../src/plugins/local-search';
import {referenceNames, withoutReferenceNames} from '../../src/plugins/local-search/phrases';
import {loadReferences} from '../../src/plugins/api-reference';
import {readSiteEnv} from '../../src/config/siteEnv';
import {SEARCH_PAGE_PATH, searchSetup} from '../../src/config/search';
import {
  linkPrior,
  matchesEveryTerm,
  NO_OUTCOME,
  pairOnPage,
  queryWeights,
  searchableQuery,
  fuseRanks,
  searchPages,
  sectionCoverage,
  type PagefindModule,
  type SearchOptions,
} from '../../src/plugins/local-search/client/pagefind';
import {excerptOf, matchWeight, queryTerms, resultFor, toPageText, type PagefindFragment} from '../../src/plugins/local-search/client/pageText';
import {cleanUrl, highlight, rankOrderGroups, resultUrl, safeExcerpt, sectionOf, toHits} from '../../src/plugins/local-search/client/hits';
import {
  allowedDistance,
  analyseQuery,
  camelParts,
  correctionFor,
  editDistance,
  isCorrectable,
  isIdentifier,
  isPrefixOfKnownWord,
  MAX_QUERY_WORDS,
  nameMatch,
  parseVocabulary,
  searchedTokens,
  synonymsOf,
} from '../../src/plugins/local-search/client/query';
import {noticeOf} from '../../src/plugins/local-search/client/notice';
import {descriptionOf, linkedRoutes, prepareForIndex, subjectsFile, vocabularyFile, vocabularyWords, withLinkCount, withPhrases} from '../../src/plugins/local-search/indexPrep.mjs';
import {parseSubjects, rankBySubject, subjectStem, type SubjectsFile} from '../../src/plugins/local-search/client/subjects';
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
        best: null,
        missing: [],
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
  expect(searchableQuery('x y')).toBe('x y');
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
  const page = {url: '/docs/0.2.8/x/', excerpt: '', meta: {section: 'Vulnerabilities', title: 'X', release: '0.2.8'}, sub_results: [], best: null, missing: []};
  expect(sectionOf(page, false)).toBe('Vulnerabilities');
  expect(sectionOf(page, true)).toBe('Vulnerabilities · v0.2.8');
  // Blog posts have no release of their own.
  expect(sectionOf({...page, meta: {section: 'Blog', title: 'Post'}}, true)).toBe('Blog');
  expect(toHits([page], ['x'], true)[0]!.hierarchy.lvl0).toBe('Vulnerabilities · v0.2.8');
});

// ---------------------------------------------------------------------------------------------------
// Reading queries: stop words, numbers, identifiers, corrections (query.ts) and the search itself
// (pagefind.ts) against a small fake index.

test('a query is read into words, stop words, numbers and identifiers', () => {
  const kinds = (query: string) => analyseQuery(query).map((token) => `${token.kind}:${token.search}`);
  // "I" goes with the single letters; a brand written in CamelCase is a name.
  expect(kinds('can I run without an OpenAI key')).toEqual(['stop:can', 'word:run', 'stop:without', 'stop:an', 'identifier:openai', 'word:key']);
  expect(kinds('owasp top 10 for 1.0 and 0.2.8')).toEqual(['word:owasp', 'word:top', 'number:10', 'stop:for', 'number:1.0', 'stop:and', 'number:0.2.8']);
  expect(kinds('tools_called DEEPEVAL_TELEMETRY_OPT_OUT')).toEqual(['identifier:tools_called', 'identifier:deepeval_telemetry_opt_out']);
  // A dotted path searches its parts; a flag its name; a call loses its parentheses.
  expect(kinds('deepteam.vulnerabilities.Bias --diff red_team() `max_concurrent`')).toEqual([
    'identifier:deepteam vulnerabilities bias',
    'identifier:diff',
    'identifier:red_team',
    'identifier:max_concurrent',
  ]);
  expect(analyseQuery('PIILeakage')[0]).toMatchObject({kind: 'identifier', search: 'piileakage', parts: ['pii', 'leakage']});
  expect(camelParts('OWASPTop10')).toEqual(['owasp', 'top', '10']);
  // Plain words, capitalised or upper case, are words; versions are numbers, not dotted paths.
  expect(['Bias', 'SQL', 'base64', 'role-play'].map((word) => isIdentifier(word))).toEqual([false, false, false, false]);
  expect(['1.0.7', '2.5', '93%'].map((word) => analyseQuery(word)[0]!.kind)).toEqual(['number', 'number', 'number']);
  // Stop words are left out when anything else is there, and kept when they are all there is.
  expect(searchedTokens(analyseQuery('what is red teaming')).map((token) => token.search)).toEqual(['red', 'teaming']);
  expect(searchedTokens(analyseQuery('how to')).map((token) => token.search)).toEqual(['how', 'to']);
  expect(searchableQuery('how do I turn off telemetry')).toBe('turn telemetry');
  // A possessive is its word; "anyone", "actually" and the like carry no subject.
  expect(kinds("does my data reach anyone's servers")).toEqual(['stop:does', 'stop:my', 'word:data', 'word:reach', 'stop:anyone', 'word:servers']);
  expect(kinds('the model’s reply actually leaks')).toEqual(['stop:the', 'word:model', 'word:reply', 'stop:actually', 'word:leaks']);
  expect(kinds("o'reilly role-play")).toEqual(['word:o reilly', 'word:role play']);
});

test('hostile or odd input is read as plain text and never throws', () => {
  for (const hostile of ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "' OR 1=1 --", '%E0%A4%A', '🙂🙂', '((((', '____', '...', 'a'.repeat(500), '\u0000\u200b', '']) {
    const tokens = analyseQuery(hostile);
    expect(tokens.length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
    for (const token of tokens) expect(token.search).not.toMatch(/[<>"]/);
  }
  expect(analyseQuery(Array.from({length: 40}, (_, index) => `w${index}`).join(' '))).toHaveLength(MAX_QUERY_WORDS);
});

const VOCABULARY = parseVocabulary({
  pages: 100,
  words: [
    [90, 'deepteam attack prompt'],
    [40, 'toxicity injection leakage vulnerabilities'],
    [12, 'crescendo roleplay telemetry'],
    [3, 'crescent'],
    [2, 'toxicology'],
  ],
});

test('a misspelt word is corrected to the closest, then most common, word within its distance', () => {
  expect(editDistance('cresendo', 'crescendo', 2)).toBe(1);
  expect(editDistance('promtp', 'prompt', 1)).toBe(1);
  expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  expect(correctionFor('cresendo', VOCABULARY)).toBe('crescendo');
  expect(correctionFor('toxicty', VOCABULARY)).toBe('toxicity');
  expect(correctionFor('vulnerabilites', VOCABULARY)).toBe('vulnerabilities');
  expect(correctionFor('injektion', VOCABULARY)).toBe('injection');
  // Known words are never corrected; short words and far-off words are left alone.
  expect(correctionFor('crescent', VOCABULARY)).toBeNull();
  expect(correctionFor('atk', VOCABULARY)).toBeNull();
  expect(correctionFor('zebra', VOCABULARY)).toBeNull();
  // One edit for 4 to 7 letters, two from 8.
  expect([3, 4, 7, 8, 12].map((length) => allowedDistance('x'.repeat(length)))).toEqual([0, 1, 1, 2, 2]);
  expect(correctionFor('tlmetry', VOCABULARY)).toBeNull();
  expect(correctionFor('telemtery', VOCABULARY)).toBe('telemetry');
  // Names and numbers are never corrected.
  for (const word of ['tools_called', 'PIILeakage', '1.0', '--diff', 'OWASP_ASI_2026', 'base64']) {
    expect(isCorrectable(analyseQuery(word)[0]!), word).toBe(false);
  }
  expect(isCorrectable(analyseQuery('cresendo')[0]!)).toBe(true);
  expect(isPrefixOfKnownWord('cresc', VOCABULARY)).toBe(true);
  expect(isPrefixOfKnownWord('cresx', VOCABULARY)).toBe(false);
});

test('a name matches a heading, anchor or definition that is the name, or the name and its arguments', () => {
  expect(nameMatch('max_concurrent', 'max_concurrent')).toBe(2);
  expect(nameMatch('`red_team()` parameters', 'red_team()')).toBe(2);
  expect(nameMatch('Options of deepteam run', 'deepteam run')).toBe(1);
  expect(nameMatch('RedTeamer(simulator_model=...)', 'RedTeamer')).toBe(2);
  expect(nameMatch('deepteam run CONFIG_FILE [options]', 'deepteam run')).toBe(2);
  expect(nameMatch('deepteam.vulnerabilities.Bias', 'Bias')).toBe(2);
  expect(nameMatch('deepteam.vulnerabilities.Bias', 'deepteam.vulnerabilities.bias')).toBe(2);
  expect(nameMatch('--diff BASE..HEAD', '--diff')).toBe(2);
  expect(nameMatch('retrieval_context, tools_called', 'tools_called')).toBe(1);
  expect(nameMatch('max_retries', 'max_concurrent')).toBe(0);
});

type FakePage = {id: string; url: string; title: string; text: string; version?: string; phrases?: string; links?: number; anchors?: PagefindFragment['anchors']};

/** A stand-in for Pagefind: every word of a query must start a word of the page; scores count matches. */
function fakeIndex(pages: FakePage[]): PagefindModule & {searched: string[]} {
  const searched: string[] = [];
  return {
    searched,
    async options() {},
    async init() {},
    async filters() {
      return {version: {'1.0': pages.filter((page) => (page.version ?? '1.0') === '1.0').length}};
    },
    async search(query, options) {
      searched.push(query);
      const words = queryTerms(query);
      const results = pages.flatMap((page) => {
        if (options?.filters?.version && (page.version ?? '1.0') !== options.filters.version) return [];
        const pageWords = page.text.split(/\s+/);
        const lower = pageWords.map((word) => queryTerms(word).join(''));
        const inMeta = (word: string) => queryTerms(`${page.title} ${page.phrases ?? ''}`).some((term) => term.startsWith(word));
        const locations = words.map((word) => lower.flatMap((term, index) => (term.startsWith(word) ? [index] : [])));
        if (words.some((word, index) => !locations[index]!.length && !inMeta(word))) return [];
        const score = locations.flat().length + words.filter(inMeta).length * 5;
        return [
          {
            id: page.id,
            score,
            words: locations.flat(),
            data: async (): Promise<PagefindFragment> => ({
              url: page.url,
              content: page.text,
              meta: {title: page.title, ...(page.phrases ? {phrases: page.phrases} : {}), ...(page.links !== undefined ? {links: String(page.links)} : {})},
              anchors: page.anchors ?? [],
            }),
          },
        ];
      });
      return {results: results.sort((a, b) => b.score - a.score)};
    },
  };
}

const PAGES: FakePage[] = [
  {id: 'a', url: '/docs/crescendo/', title: 'Crescendo Jailbreaking attack', text: 'Crescendo starts harmless and escalates turn after turn with backtracking', phrases: 'escalating conversation attack'},
  {id: 'b', url: '/docs/scan/', title: 'Scanning code for prompt injection', text: 'Scan your code for prompt injection flaws in a repository', anchors: []},
  {id: 'c', url: '/docs/guard/', title: 'Prompt Injection guard', text: 'The guard blocks prompt injection messages before the model'},
  {
    id: 'd',
    url: '/docs/intro/',
    title: 'How a run works',
    text: 'Intro text here Parameters max_concurrent int 10 Upper bound on concurrent tasks Run settings Lower max_concurrent when rate limited',
    anchors: [
      {element: 'h2', id: 'parameters', text: 'Parameters', location: 3},
      {element: 'code', id: 'pf-def-1', text: 'max_concurrent', location: 4},
      {element: 'h2', id: 'run-settings', text: 'Run settings', location: 12},
    ],
  },
  {id: 'e', url: '/docs/frameworks/', title: 'Frameworks', text: 'max_concurrent max_concurrent max_concurrent max_concurrent categories run at once'},
  {id: 'f', url: '/docs/0.2.8/old/', title: 'Old page', text: 'only in the archive: legacyword', version: '0.2.8'},
];

/** Searches fake pages of the default release, as the modal does, with the test vocabulary. */
const searchIn = (pages: FakePage[], query: string, options: SearchOptions = {}) =>
  searchPages(fakeIndex(pages), query, '1.0', 6, {vocabulary: async () => VOCABULARY, ...options});

const searchWith = (query: string, options: SearchOptions = {}) => searchIn(PAGES, query, options);

test('a misspelt word searches its correction and says so; as typed it finds nothing', async () => {
  const outcome = await searchWith('cresendo');
  expect(outcome.corrections).toEqual([{from: 'cresendo', to: 'crescendo'}]);
  expect(outcome.pages[0]!.url).toBe('/docs/crescendo/');
  expect(noticeOf('cresendo', outcome)).toMatchObject({correctedQuery: 'crescendo', leftOut: []});
  const asTyped = await searchWith('cresendo', {asTyped: true});
  expect(asTyped.pages).toEqual([]);
  expect(asTyped.corrections).toEqual([]);
  // Without a vocabulary (it failed to load), nothing is corrected and nothing breaks.
  expect((await searchPages(fakeIndex(PAGES), 'cresendo', '1.0', 6, {vocabulary: async () => Promise.reject(new Error('offline'))})).pages).toEqual([]);
});

test('a word no page has leaves the pages that match the most words, and names what was left out', async () => {
  const outcome = await searchWith('check my code for prompt injection bugs');
  expect(outcome.pages[0]!.url).toBe('/docs/scan/');
  // "check" is there as its synonym "scan"; "bugs" is on no page.
  expect(outcome.leftOut).toEqual(['bugs']);
  expect(outcome.pages[0]!.missing).toEqual(['bugs']);
  expect(noticeOf('check my code for prompt injection bugs', outcome)?.leftOut).toEqual(['bugs']);
  // A known word of another release is not "corrected", only left out of this one.
  const archive = await searchWith('legacyword crescendo');
  expect(archive.corrections).toEqual([]);
  expect(archive.pages[0]!.url).toBe('/docs/crescendo/');
  // Nonsense finds nothing at all.
  expect((await searchWith('qwxzvbn')).pages).toEqual([]);
});

test('an identifier leads to the page that defines it, at the section of its definition', async () => {
  const outcome = await searchWith('max_concurrent');
  // Page e mentions it more often, page d defines it.
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/intro/', '/docs/frameworks/']);
  expect(outcome.pages[0]!.best?.url).toBe('/docs/intro/#parameters');
  expect(resultUrl(outcome.pages[0]!)).toBe('/docs/intro#parameters');
  const [first] = toHits(outcome.pages, [...outcome.terms]);
  expect(first).toMatchObject({type: 'lvl2', url: '/docs/intro#parameters'});
  // A page whose title is the query leads to the page itself.
  const title = await searchWith('Prompt Injection guard');
  expect(title.pages[0]!.url).toBe('/docs/guard/');
  expect(title.pages[0]!.best).toBeNull();
});

test('a word also finds its synonyms, counted less, and is not reported missing where a synonym is', async () => {
  expect(synonymsOf(analyseQuery('stop')[0]!)).toContain('block');
  expect(synonymsOf(analyseQuery('tools_called')[0]!)).toEqual([]);
  const outcome = await searchWith('stop prompt injection');
  expect(outcome.pages[0]!.url).toBe('/docs/guard/');
  expect(outcome.pages[0]!.missing).toEqual([]);
  expect(outcome.leftOut).toEqual([]);
});

test('hostile queries search safely', async () => {
  for (const hostile of ['<img src=x onerror=alert(1)>', "' OR 1=1 --", '%E0%A4%A', '((((', 'a'.repeat(300)]) {
    const outcome = await searchWith(hostile);
    expect(Array.isArray(outcome.pages)).toBe(true);
  }
  expect(await searchWith('   ')).toEqual(NO_OUTCOME);
});

test('the indexer adds readers’ phrases as a field and marks definitions, leaving other code alone', () => {
  const html =
    '<html><body><article data-pagefind-body><h1>T</h1><table><tr><td><code>max_concurrent</code> <span><code>int</code></span><td><code>10</code><td>Bound.' +
    '<tr><td>Plain <code>x</code></table><ul><li><code>tools_called</code> (list): the tools.<li>See <code>y</code>.</ul>' +
    '<p><strong><code>target_purpose</code>.</strong> Describe your app.<p>Use <code>z</code>.</article></body></html>';
  const out = prepareForIndex(html, ['stop "sending" data; now', ' ']);
  expect(out).toContain('data-pagefind-meta="phrases:stop &quot;sending&quot; data  now" hidden');
  const defined = [...out.matchAll(/<code id="pf-def-\d+"[^>]*>([^<]*)/g)].map((match) => match[1]);
  expect(defined).toEqual(['max_concurrent', 'int', 'tools_called', 'target_purpose']);
  expect(withPhrases('<p>no body</p>', ['x'])).toBe('<p>no body</p>');
  // The page's description becomes a field too.
  const described = '<head><meta name=description content="Stop &quot;telemetry&quot; &amp; uploads"></head><main data-pagefind-body>x</main>';
  expect(descriptionOf(described)).toBe('Stop "telemetry" & uploads');
  expect(withPhrases(described, [])).toContain('<main data-pagefind-body><span data-pagefind-meta="description:Stop &quot;telemetry&quot; &amp; uploads" hidden></span>x');
  expect([...vocabularyWords('PromptLeakage(types=[...]) the_toxicity 42 ab')].sort()).toEqual(['leakage', 'prompt', 'promptleakage', 'the', 'toxicity', 'types'].sort());
  const file = JSON.parse(vocabularyFile(new Map([['crescendo', 3], ['typo', 1], ['attack', 9]]), 10));
  expect(file).toEqual({pages: 10, words: [[9, 'attack'], [3, 'crescendo']]});
});

test('for a pasted name, a docs page that defines it outranks a guide whose sample uses it more', async () => {
  const pages: FakePage[] = [
    {
      id: 'names-guide',
      url: '/guides/local-runs/',
      title: 'Red-teaming with local models',
      text: 'Set DEEPTEAM_TELEMETRY_OPT_OUT before a run export DEEPTEAM_TELEMETRY_OPT_OUT=1 and check DEEPTEAM_TELEMETRY_OPT_OUT in the script',
      anchors: [{element: 'code', id: 'pf-def-1', text: 'DEEPTEAM_TELEMETRY_OPT_OUT', location: 1}],
    },
    {
      id: 'names-privacy',
      url: '/docs/privacy/',
      title: 'Data privacy',
      text: 'Switches DEEPTEAM_TELEMETRY_OPT_OUT 1 turns off telemetry: export DEEPTEAM_TELEMETRY_OPT_OUT=1',
      anchors: [{element: 'code', id: 'pf-def-1', text: 'DEEPTEAM_TELEMETRY_OPT_OUT', location: 1}],
    },
  ];
  const named = await searchIn(pages, 'DEEPTEAM_TELEMETRY_OPT_OUT');
  // The guide has the name three times, the docs page twice: 3 against 2 × 2 for the docs page.
  expect(named.pages.map((page) => page.url)).toEqual(['/docs/privacy/', '/guides/local-runs/']);
  // Plain words get a smaller preference (see the docs-prior test): here the guide that has them all still leads.
  const words = await searchIn(pages, 'check the script');
  expect(words.pages[0]!.url).toBe('/guides/local-runs/');
});

test('a page with the query’s words in one section outranks a page with each in a different one', async () => {
  const pages: FakePage[] = [
    {
      id: 'section-long',
      url: '/docs/long/',
      title: 'Everything',
      text: 'Concurrency first section here limits nothing else here and then rate text',
      anchors: [
        {element: 'h2', id: 'one', text: 'One', location: 0},
        {element: 'h2', id: 'two', text: 'Two', location: 4},
        {element: 'h2', id: 'three', text: 'Three', location: 9},
      ],
    },
    {
      id: 'section-short',
      url: '/docs/short/',
      title: 'Settings',
      text: 'Lower concurrency when rate limits hit',
      anchors: [{element: 'h2', id: 'settings', text: 'Settings', location: 0}],
    },
  ];
  const outcome = await searchIn(pages, 'concurrency rate limits');
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/short/', '/docs/long/']);
  const headings = pages[0]!.anchors!.map((anchor) => ({...anchor, text: anchor.text!, id: anchor.id!}));
  const spread = {locations: new Map([[0, [0]], [1, [10]], [2, [5]]]), inSubject: new Set<number>()};
  expect(sectionCoverage({headings}, spread, new Set([0, 1, 2]), [1, 1, 2], 4)).toBe(0.5);
  // A word of the title or phrases counts in every section.
  expect(sectionCoverage({headings}, {...spread, inSubject: new Set([0])}, new Set([0, 1, 2]), [1, 1, 2], 4)).toBe(0.75);
  expect(sectionCoverage({headings: []}, spread, new Set([0, 1, 2]), [1, 1, 2], 4)).toBe(1);
});

test('a guide’s or post’s phrases lose the code names the docs define, and keep other words', () => {
  const names = new Set(['model_callback', 'guardresult', 'simulator_model']);
  expect(
    withoutReferenceNames(['GuardResult breached verdicts', 'model_callback', 'DEEPTEAM_TELEMETRY_OPT_OUT DEEPEVAL_TELEMETRY_OPT_OUT', 'insufficient_quota', 'OpenAI rate limit'], names),
  ).toEqual(['breached verdicts', 'insufficient_quota', 'OpenAI rate limit']);
  const reference = referenceNames(loadReferences(process.cwd()));
  for (const name of ['redteamer', 'red_team', 'model_callback', 'guardresult', 'tools_called', 'max_concurrent']) expect(reference).toContain(name);
  expect(reference).not.toContain('openai');
});

test('a pasted name leads first to the page with a heading that is the name, then to the page about it', async () => {
  const pages: FakePage[] = [
    {id: 'ea-class', url: '/docs/excessive-agency/', title: 'Excessive Agency vulnerability', text: 'ExcessiveAgency tests agents that act beyond their remit. Create ExcessiveAgency with types', phrases: 'ExcessiveAgency agent oversteps'},
    {
      id: 'ea-api',
      url: '/docs/api/vulnerabilities/',
      title: 'Vulnerabilities API',
      text: 'ExcessiveAgency class from deepteam.vulnerabilities import ExcessiveAgency',
      anchors: [{element: 'h3', id: 'deepteam.vulnerabilities.ExcessiveAgency', text: 'ExcessiveAgency', location: 0}],
    },
  ];
  const named = await searchIn(pages, 'ExcessiveAgency');
  expect(named.pages.map((page) => page.url)).toEqual(['/docs/api/vulnerabilities/', '/docs/excessive-agency/']);
  expect(named.pages[0]!.best?.url).toBe('/docs/api/vulnerabilities/#deepteam.vulnerabilities.ExcessiveAgency');
  // A plain word is not a name: the page about it leads.
  const word = await searchIn(pages, 'oversteps');
  expect(word.pages[0]!.url).toBe('/docs/excessive-agency/');
});

test('one word with a capital is also looked for as an API entry; typed in lower case it finds the page about it', async () => {
  const pages: FakePage[] = [
    {id: 'fair-class', url: '/docs/fairness/', title: 'Fairness vulnerability', text: 'Fairness checks whether the app treats people equally. Fairness types', phrases: 'unequal treatment'},
    {
      id: 'fair-api',
      url: '/docs/api/vulnerabilities/',
      title: 'Vulnerabilities API',
      text: 'Fairness class',
      anchors: [{element: 'h3', id: 'deepteam.vulnerabilities.Fairness', text: 'Fairness', location: 0}],
    },
  ];
  const search = (query: string) => searchIn(pages, query);
  expect((await search('Fairness')).pages.map((page) => page.url)).toEqual(['/docs/api/vulnerabilities/', '/docs/fairness/']);
  expect((await search('fairness')).pages.map((page) => page.url)).toEqual(['/docs/fairness/', '/docs/api/vulnerabilities/']);
});

test('a word whose stem is on its pages is never corrected to a neighbour with another stem', async () => {
  const pages: FakePage[] = [
    {id: 'stem-roleplay', url: '/docs/roleplay/', title: 'Roleplay', text: 'Roleplay asks the model to roleplay a persona'},
    {id: 'stem-replay', url: '/guides/ci/', title: 'Red teaming in CI', text: 'replaying a fixed probe set makes runs comparable'},
  ];
  // "roleplaying" is in no page as typed, but its stem is; "replaying" is one edit away and known.
  const vocabulary = parseVocabulary({pages: 10, words: [[4, 'replaying roleplay']]});
  // Pagefind stems the words it indexes and searches: "roleplaying" finds "roleplay".
  const index = fakeIndex(pages);
  const stemming: PagefindModule = {...index, search: (query, options) => index.search(query.replace(/ing\b/g, ''), options)};
  const outcome = await searchPages(stemming, 'roleplaying', '1.0', 6, {vocabulary: async () => vocabulary});
  expect(outcome.corrections).toEqual([]);
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/roleplay/']);
  // A word without its stem anywhere is still corrected.
  const typo = await searchPages(stemming, 'replyaing', '1.0', 6, {vocabulary: async () => vocabulary});
  expect(typo.corrections).toEqual([{from: 'replyaing', to: 'replaying'}]);
});

test('one word a page repeats everywhere does not outweigh a page with every word of the query', async () => {
  const custom = 'custom '.repeat(40).trim();
  const pages: FakePage[] = [
    // Fake Pagefind scores: 40 + 5 (title) for "custom" and 1 for "attack" here; 2 + 5 and 2 + 5 below.
    {id: 'root-vuln', url: '/docs/custom-vulnerability/', title: 'Custom vulnerability', text: `${custom} one attack`},
    {id: 'root-attack', url: '/docs/custom-attacks/', title: 'Build a custom attack', text: 'a custom attack is a custom way to disguise an attack'},
  ];
  const outcome = await searchIn(pages, 'custom attack');
  // Summed as they are, 46 against 14, which the title that has both words (×3 × 1.6) only just fails to
  // turn round; by square roots, 7.7 against 5.3, which it does.
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/custom-attacks/', '/docs/custom-vulnerability/']);
});

test('for plain words, a guide that holds them more strongly outranks a docs page: no prior for the section', async () => {
  const pages: FakePage[] = [
    {id: 'prior-docs', url: '/docs/settings/', title: 'Settings', text: 'lower concurrency when rate limits hit'},
    {id: 'prior-guide', url: '/guides/job/', title: 'A whole job', text: 'lower concurrency when rate limits hit, and concurrency again'},
  ];
  const outcome = await searchIn(pages, 'concurrency rate limits');
  expect(outcome.pages.map((page) => page.url)).toEqual(['/guides/job/', '/docs/settings/']);
  // A name is another matter: the docs page that defines it leads (see the tests above).
});

test('a page whose title has the name outranks a page with a section on it', async () => {
  const pages: FakePage[] = [
    {
      id: 'titled-privacy',
      url: '/docs/privacy/',
      title: 'Data privacy',
      text: 'What is sent deepteam scan and comment deepteam scan sends source code deepteam scan batches deepteam scan',
      anchors: [{element: 'h3', id: 'deepteam-scan-and---comment', text: 'deepteam scan and --comment', location: 3}],
    },
    {id: 'titled-scan', url: '/docs/code-scanning/', title: 'Scanning source code with deepteam scan', text: 'deepteam scan reads source files'},
  ];
  const outcome = await searchIn(pages, 'deepteam scan');
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/code-scanning/', '/docs/privacy/']);
  // It leads to the page itself; the other page leads to its section.
  expect(outcome.pages[0]!.best).toBeNull();
  expect(outcome.pages[1]!.best?.url).toBe('/docs/privacy/#deepteam-scan-and---comment');
});

test('between pages that match alike, the one more pages link to comes first', async () => {
  expect(linkPrior({meta: {}})).toBe(1);
  expect(linkPrior({meta: {links: 'nonsense'}})).toBe(1);
  expect(linkPrior({meta: {links: '-5'}})).toBe(1);
  expect(linkPrior({meta: {links: '40'}})).toBeGreaterThan(linkPrior({meta: {links: '8'}}));
  // Damped: forty links count about a fifth more than eight, not five times as much.
  expect(linkPrior({meta: {links: '40'}}) / linkPrior({meta: {links: '8'}})).toBeLessThan(1.3);
  const pages: FakePage[] = [
    {id: 'leaf', url: '/docs/one-attack/', title: 'One attack', text: 'test an agent with tools', links: 2},
    {id: 'hub', url: '/docs/agents/', title: 'Agents', text: 'test an agent with tools', links: 30},
  ];
  const outcome = await searchIn(pages, 'test agent tools');
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/agents/', '/docs/one-attack/']);
});

test('neighbouring words of the query count more where a page has them together, in order', async () => {
  const text = toPageText({url: '/p/', content: 'Each attack makes two model calls. Lower the rate when limits hit.', meta: {title: 'Cost', phrases: 'stay in character; admin panel access'}});
  expect(pairOnPage(text, 'model', 'calls', 3)).toBe(true);
  expect(pairOnPage(text, 'models', 'call', 3)).toBe(true);
  expect(pairOnPage(text, 'calls', 'model', 3)).toBe(false);
  expect(pairOnPage(text, 'rate', 'limits', 3)).toBe(true);
  expect(pairOnPage(text, 'rate', 'limits', 1)).toBe(false);
  // In a phrase too, with up to two words between.
  expect(pairOnPage(text, 'stay', 'character', 3)).toBe(true);
  expect(pairOnPage(text, 'admin', 'access', 3)).toBe(true);
  expect(pairOnPage(text, 'admin', 'access', 1)).toBe(false);
  expect(pairOnPage(text, 'attack', 'limits', 3)).toBe(false);
  const pages: FakePage[] = [
    {id: 'apart', url: '/docs/apart/', title: 'Apart', text: 'model settings for every run and the number of calls'},
    {id: 'together', url: '/docs/together/', title: 'Together', text: 'the number of model calls for every run and settings'},
  ];
  const outcome = await searchIn(pages, 'model calls');
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/together/', '/docs/apart/']);
});

test('a title with every word of the query counts at least as much as a heading with them', async () => {
  const pages: FakePage[] = [
    {
      id: 'heading',
      url: '/docs/settings/',
      title: 'Settings',
      phrases: 'rate limits',
      text: 'Settings Rate limits Lower the rate when limits hit',
      anchors: [{element: 'h2', id: 'rate-limits', text: 'Rate limits', location: 1}],
    },
    {id: 'titled', url: '/docs/rate-limits/', title: 'Rate limits', text: 'Lower the rate when limits hit, the rate and the limits again, rate limits'},
  ];
  const outcome = await searchIn(pages, 'rate limits');
  expect(outcome.pages.map((page) => page.url)).toEqual(['/docs/rate-limits/', '/docs/settings/']);
});

test('a rare everyday word does not outweigh the subject of the question', async () => {
  const filler = (index: number, text: string): FakePage => ({id: `filler-${index}`, url: `/docs/filler-${index}/`, title: `Filler ${index}`, text});
  const pages: FakePage[] = [
    // "avoid" is on one page of ten, "concurrency" on three: by IDF alone, "avoid" would be most of the query.
    {id: 'aside', url: '/docs/oversight/', title: 'Oversight', phrases: 'agents avoid oversight', text: 'agents avoid oversight'},
    {id: 'subject', url: '/docs/concurrency/', title: 'Run settings', phrases: 'concurrency settings', text: 'concurrency concurrency concurrency'},
    filler(1, 'concurrency once'),
    filler(2, 'concurrency twice'),
    ...[3, 4, 5, 6, 7, 8].map((index) => filler(index, 'nothing here')),
  ];
  const outcome = await searchIn(pages, 'avoid concurrency');
  expect(outcome.pages[0]!.url).toBe('/docs/concurrency/');
});

test('a word on at most half the pages counts fully; a stop word searched for ties counts for little', () => {
  // Ten pages: a word on one, three or five of them weighs the same; on nine, less.
  const weights = queryWeights(10, [{pages: 1, stop: false}, {pages: 3, stop: false}, {pages: 5, stop: false}, {pages: 9, stop: false}, {pages: 1, stop: true}]);
  expect(weights[0]).toBeCloseTo(Math.log(2), 6);
  expect(weights[1]).toBeCloseTo(weights[0]!, 6);
  expect(weights[2]).toBeCloseTo(weights[0]!, 6);
  expect(weights[3]).toBeLessThan(weights[0]! / 2);
  expect(weights[4]).toBeCloseTo(weights[0]! * 0.3, 6);
  // A word on no page weighs fully too (search reports it as left out).
  expect(queryWeights(10, [{pages: 0, stop: false}])[0]).toBeCloseTo(Math.log(2), 6);
});

test('the indexer counts the pages that link to a page from their text, not from the navigation', () => {
  const html =
    '<nav><a href="/docs/sidebar-page">Sidebar</a></nav><article><div data-pagefind-body>' +
    '<a href=/docs/hub>Hub</a> <a href="/docs/hub/#part">again</a> <a href="/docs/other?x=1">Other</a> ' +
    '<a href="https://example.com/docs/hub">External</a> <a href="//cdn.example/x">CDN</a> <a href="/docs/self">Self</a>' +
    '</div></article><nav class="pagination-nav"><a href="/docs/next">Next</a></nav>';
  expect([...linkedRoutes(html, '/docs/self')].sort()).toEqual(['/docs/hub', '/docs/other']);
  expect(linkedRoutes('<p>no body <a href="/docs/hub">x</a></p>', '/docs/self').size).toBe(0);
  expect(withLinkCount('<main data-pagefind-body>x</main>', 12)).toBe('<main data-pagefind-body><span data-pagefind-meta="links:12" hidden></span>x</main>');
  expect(withLinkCount('<main data-pagefind-body>x</main>', Number.NaN)).toContain('links:0');
  expect(withLinkCount('<p>no body</p>', 3)).toBe('<p>no body</p>');
  expect(prepareForIndex('<main data-pagefind-body>x</main>', [], 4)).toContain('data-pagefind-meta="links:4"');
});

test('a word weighs by the pages it is on itself, not by those its synonyms add', async () => {
  const pages: FakePage[] = [
    {id: 'syn-chatbot', url: '/docs/chatbots/', title: 'Chatbot', text: 'chatbot'},
    {id: 'syn-secrets', url: '/docs/keys/', title: 'Keys', text: 'secrets secrets'},
    // Eight pages say "bot" or "assistant": counted with them, "chatbot" would be on nine pages of ten.
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((index): FakePage => ({id: `syn-${index}`, url: `/docs/other-${index}/`, title: `Other ${index}`, text: index % 2 ? 'a bot' : 'an assistant'})),
  ];
  const outcome = await searchIn(pages, 'chatbot secrets');
  expect(outcome.pages[0]!.url).toBe('/docs/chatbots/');
});

test('the modal keeps the ranking: a section whose pages are apart gets a new group with the same label', () => {
  const groups = rankOrderGroups(['Start', 'Start', 'Red teaming', 'Start', 'API', 'Red teaming', 'Red teaming']);
  expect(groups.map((group) => group.replace(/\u200b/g, ''))).toEqual(['Start', 'Start', 'Red teaming', 'Start', 'API', 'Red teaming', 'Red teaming']);
  // Consecutive pages share a group; a return starts a new one.
  expect(new Set(groups).size).toBe(5);
  expect(groups[0]).toBe(groups[1]);
  expect(groups[3]).not.toBe(groups[0]);
  expect(groups[5]).toBe(groups[6]);
  expect(groups[5]).not.toBe(groups[2]);
  const page = (url: string, section: string) => ({url, excerpt: '', meta: {section, title: url}, sub_results: [], best: null, missing: []});
  const hits = toHits([page('/docs/a/', 'Start'), page('/docs/b/', 'Red teaming'), page('/docs/c/', 'Start')], []);
  // DocSearch groups by lvl0 where each group first appears: distinct keys keep c after b.
  expect(hits.map((hit) => hit.url)).toEqual(['/docs/a', '/docs/b', '/docs/c']);
  expect(hits[2]!.hierarchy.lvl0).not.toBe(hits[0]!.hierarchy.lvl0);
  expect(hits[2]!.hierarchy.lvl0!.replace(/\u200b/g, '')).toBe('Start');
});

test('the subjects file weighs a page\'s title, phrases, headings and description, under Pagefind\'s ids', () => {
  const file = JSON.parse(
    subjectsFile([
      {
        id: 'en_b',
        url: '/docs/b/',
        filters: {version: ['1.0']},
        meta: {title: 'Judge calibration', phrases: 'verdicts flip; calibrate the judge', description: 'Teach the judge'},
        anchors: [
          {element: 'h2', id: 'when', text: 'When verdicts flip', location: 3},
          {element: 'code', id: 'pf-def-1', text: 'evaluation_examples', location: 9},
        ],
      },
      {id: 'en_a', url: '/docs/a/', filters: {version: ['1.0', '0.2.8']}, meta: {title: 'A'}, anchors: []},
    ]),
  ) as SubjectsFile;
  // Pages in URL order; a word lists its pages with its weight: title 3, phrase 2, heading 1, description 1.
  expect(file.pages).toEqual([
    ['en_a', ['1.0', '0.2.8']],
    ['en_b', ['1.0']],
  ]);
  expect(file.words.judge).toEqual([1, 3 + 2 + 1]);
  expect(file.words.verdicts).toEqual([1, 2 + 1]);
  expect(file.words.calibrate).toEqual([1, 2]);
  // A definition's code anchor is not a heading.
  expect(file.words.evaluation_examples).toBeUndefined();
  expect(file.words.evaluation).toBeUndefined();
});

test('a question ranks pages by their subject with BM25: stop words out, endings off, two shared words, one release', () => {
  const subjects = parseSubjects({
    pages: [
      ['cal', ['1.0']],
      ['hub', ['1.0']],
      ['old', ['0.2.8']],
      ['pay', ['1.0']],
    ],
    words: {
      judge: [0, 3, 1, 1, 2, 3],
      verdicts: [0, 2, 2, 2],
      flip: [0, 2, 2, 2],
      the: [0, 9, 1, 9],
      runs: [1, 1],
      change: [3, 2],
    },
  });
  expect(subjectStem('verdicts')).toBe('verdict');
  expect(subjectStem('flipping')).toBe('flipp');
  expect(subjectStem('runs')).toBe('runs');
  // Stop words neither count for a page nor lengthen it.
  expect(subjects.lengths).toEqual([7, 2, 7, 2]);
  expect(rankBySubject(subjects, ['why', 'the', 'judge', 'verdict', 'flips'], '1.0')).toEqual(['cal']);
  expect(rankBySubject(subjects, ['judge', 'runs'], '1.0')).toEqual(['hub']);
  // The archive's page is only in its own release, or in all.
  expect(rankBySubject(subjects, ['judge', 'verdicts'], '0.2.8')).toEqual(['old']);
  expect(rankBySubject(subjects, ['judge', 'verdicts'])[0]).toBe('cal');
  // One shared word of several is chance: "change" alone does not make the payment page the subject.
  expect(rankBySubject(subjects, ['scores', 'change', 'between', 'runs'], '1.0')).toEqual([]);
  expect(rankBySubject(subjects, ['change'], '1.0')).toEqual(['pay']);
  expect(rankBySubject(subjects, ['judge', 'verdicts'], '2.0')).toEqual([]);
});

test('the pages a question is about lead its results; short queries and names never load the subjects', async () => {
  // Ids of their own: page texts are cached by id for the whole module.
  const pages: FakePage[] = [
    {id: 'question-hub', url: '/docs/hub/', title: 'Overview', text: 'judge verdicts flip runs '.repeat(12)},
    {id: 'question-cal', url: '/docs/calibration/', title: 'Judge calibration', text: 'calibrate when judge verdicts flip between runs'},
    {id: 'question-misc', url: '/docs/misc/', title: 'Misc', text: 'judge verdicts flip runs judge verdicts'},
  ];
  const file: SubjectsFile = {pages: [['question-cal', ['1.0']], ['question-hub', ['1.0']], ['question-misc', ['1.0']]], words: {judge: [0, 3], calibration: [0, 3], verdicts: [0, 2], flip: [0, 2], overview: [1, 3], misc: [2, 3]}};
  let loads = 0;
  const subjects = async () => {
    loads += 1;
    return parseSubjects(file);
  };
  const question = 'why do judge verdicts flip between runs';
  const byText = await searchIn(pages, question);
  expect(byText.pages[0]!.url).toBe('/docs/hub/');
  const bySubject = await searchIn(pages, question, {subjects});
  expect(bySubject.pages.map((page) => page.url)).toEqual(['/docs/calibration/', '/docs/hub/', '/docs/misc/']);
  expect(loads).toBe(1);
  // Two words are not a question; a pasted name goes to its definition.
  await searchIn(pages, 'judge verdicts', {subjects});
  await searchIn(pages, 'judge verdicts flip max_concurrent', {subjects});
  expect(loads).toBe(1);
  // Subjects that fail to load leave the ranking by text.
  const failed = await searchIn(pages, question, {subjects: async () => Promise.reject(new Error('offline'))});
  expect(failed.pages.map((page) => page.url)).toEqual(byText.pages.map((page) => page.url));
});

test('reciprocal-rank fusion: a subject lead passes the first pages by text, the text orders the rest', () => {
  expect(fuseRanks(5, 0)).toBeGreaterThan(fuseRanks(0, -1));
  expect(fuseRanks(8, 1)).toBeGreaterThan(fuseRanks(0, -1));
  expect(fuseRanks(0, 1)).toBeGreaterThan(fuseRanks(3, 0));
  expect(fuseRanks(1, -1)).toBeLessThan(fuseRanks(0, -1));
});
