/**
 * Loads the Pagefind bundle of the build by URL (never bundled) and runs searches against it.
 * One loader per page: loading starts when the search UI first needs it.
 *
 * A query is read into tokens (query.ts). Each token is searched on its own, so a page that lacks one
 * word still ranks by the words it has (no dead ends): its score is the sum of the square roots of its
 * tokens' scores (Pagefind's BM25 with the title, phrases and description weighed in), times the
 * square root of the share of the query's weight (IDF, capped at a word on half the pages) it covers,
 * times a bonus for the share in its title, phrases or description. A word with no match is corrected
 * from the vocabulary of the index (loaded only then). The best candidates' texts are then read to
 * check each match, prefer pages whose title, headings or definitions name the query, that have its
 * neighbouring words together, and that many pages link to, and to pick the section each result
 * leads to. A question (three plain words or more) is also ranked by the pages' subjects (subjects.ts,
 * loaded only then): the two best pages by subject lead, by reciprocal-rank fusion with the text's rank.
 */
import {filtersFor, type SearchScope} from './versionScope';
import {besidePagefind} from './besidePagefind';
import {rankBySubject, type Subjects} from './subjects';
import {queryTerms, resultFor, toPageText, type PagefindFragment, type PageResult, type PageText, type Section} from './pageText';
import {
  analyseQuery,
  correctionFor,
  isCorrectable,
  nameMatch,
  parseVocabulary,
  searchedTokens,
  STOP_WORDS,
  SYNONYM_WEIGHT,
  synonymsOf,
  type QueryToken,
  type Vocabulary,
  type VocabularyFile,
} from './query';

type PagefindResult = {
  id: string;
  score: number;
  words: number[];
  /** Meta fields the query word is in ('title', 'phrases'). */
  matchedMetaFields?: string[];
  data(): Promise<PagefindFragment>;
};

export type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: PagefindResult[]}>;
  filters?(): Promise<Record<string, Record<string, number>>>;
};

/**
 * Meta fields weighed into the score when a query word is in them: the title as Pagefind does by
 * default, and readers' words for the page (`phrases`) like the title.
 */
export const META_WEIGHTS = {title: 5, phrases: 5, description: 3, section: 0.5, release: 0, links: 0};

let loading: Promise<PagefindModule> | null = null;

/** Where the search page's inline script leaves the index it started loading. */
const EARLY_LOAD = '__siteSearchEarly';

/** Pagefind's options, the same in the early script and in loadPagefind(). */
function pagefindOptions(baseUrl: string) {
  // No worker: the index is small, and every result read through the worker is a message round
  // trip that copies the whole page text (measured: warm queries took twice as long).
  return {baseUrl, noWorker: true, ranking: {metaWeights: META_WEIGHTS}};
}

/**
 * The search page's inline script: when the URL has a query, it starts loading the index while the
 * page's own scripts are still loading, instead of after hydration. Its hash is in the CSP (the build
 * hashes every inline script).
 */
export function earlyLoadScript(pagefindUrl: string, baseUrl: string): string {
  return (
    `(function(){try{var q=new URLSearchParams(location.search).get('q');if(!q||!q.trim())return;` +
    `var p=import(${JSON.stringify(pagefindUrl)}).then(function(m){return m.options(${JSON.stringify(pagefindOptions(baseUrl))})` +
    `.then(function(){return m.init()}).then(function(){return m})});p.catch(function(){});window.${EARLY_LOAD}=p}catch(e){}})()`
  );
}

/** Imports pagefind.js once; a failed load is forgotten so the next search can retry. */
export function loadPagefind(pagefindUrl: string, baseUrl: string): Promise<PagefindModule> {
  const early = typeof window !== 'undefined' ? (window as unknown as Record<string, unknown>)[EARLY_LOAD] : undefined;
  if (!loading && early instanceof Promise) {
    delete (window as unknown as Record<string, unknown>)[EARLY_LOAD];
    loading = early as Promise<PagefindModule>;
    loading.catch(() => {
      loading = null;
    });
  }
  if (!loading) {
    loading = (async () => {
      const module = (await import(/* webpackIgnore: true */ pagefindUrl)) as PagefindModule;
      await module.options(pagefindOptions(baseUrl));
      await module.init();
      return module;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

export {loadSubjects} from './subjects';

/** The vocabulary for corrections, next to pagefind.js; loaded once, when a word first needs it. */
export const loadVocabulary: (pagefindUrl: string) => Promise<Vocabulary> = besidePagefind<VocabularyFile, Vocabulary>('site-vocabulary.json', parseVocabulary);

/** The query as the index sees it: the searched tokens, in order (for highlighting and display). */
export function searchableQuery(query: string): string {
  return searchedTokens(analyseQuery(query))
    .map((token) => token.raw)
    .join(' ');
}

/** Strips the common English endings, for checking that a word really is on a page. */
function lightStem(word: string): string {
  const stem = word.replace(/(?:ings?|ed|es|s|ly|ation|ations)$/u, '');
  return stem.length >= 4 ? stem : word;
}

/**
 * Pagefind answers a nonsense word with prefix matches on its first letters. A token counts on a page
 * only when each of its words of three or more letters starts a word of the page (its stem, less one
 * letter on words of five or more, so "prompts" finds "prompt" and "roleplaying" "roleplay").
 */
export function tokenOnPage(words: readonly string[], search: string): boolean {
  return queryTerms(search).every((term) => {
    if (term.length < 3) return true;
    const stem = lightStem(term);
    const prefix = stem.length > 4 ? stem.slice(0, -1) : stem;
    return words.some((word) => word.startsWith(prefix));
  });
}

/** A word's stem for matching pairs of query words on a page: common endings off, then one letter less on long stems. */
function pairPrefix(word: string): string {
  const stem = word.replace(/(?:ings?|ed|es|s|ly)$/u, '');
  const kept = stem.length >= 3 ? stem : word;
  return kept.length > 4 ? kept.slice(0, -1) : kept;
}

/** A page's text, title and phrases as sequences of lower-case words, split once per page. */
const sequences = new WeakMap<PageText, string[][]>();
function sequencesOf(text: PageText): string[][] {
  let found = sequences.get(text);
  if (!found) {
    found = [text.words.flatMap((word) => queryTerms(word)), queryTerms(text.meta.title ?? ''), ...text.phrases.map((phrase) => queryTerms(phrase))];
    sequences.set(text, found);
  }
  return found;
}

/** Whether a page has `first` followed by `second` within `window` words, in its text, title or a phrase. */
export function pairOnPage(text: PageText, first: string, second: string, window: number): boolean {
  const a = pairPrefix(first);
  const b = pairPrefix(second);
  return sequencesOf(text).some((terms) => {
    for (let index = 0; index < terms.length; index += 1) {
      if (!terms[index]!.startsWith(a)) continue;
      for (let next = index + 1; next <= index + window && next < terms.length; next += 1) if (terms[next]!.startsWith(b)) return true;
    }
    return false;
  });
}

/** Kept for callers of the old name: every word of `terms` is on the page. */
export function matchesEveryTerm(words: readonly string[], terms: readonly string[]): boolean {
  return terms.every((term) => tokenOnPage(words, term));
}

/** Each page's text, split once when its fragment first arrives; keyed by Pagefind's page id. */
const pageTexts = new Map<string, Promise<PageText>>();

function pageTextOf(result: PagefindResult): Promise<PageText> {
  let text = pageTexts.get(result.id);
  if (!text) {
    text = result.data().then(toPageText);
    text.catch(() => pageTexts.delete(result.id));
    pageTexts.set(result.id, text);
  }
  return text;
}

export const MAX_PAGES = 6;
/** A query of this many plain words or more is a question: its subject ranking takes part. */
export const QUESTION_WORDS = 3;
/** How many of the subject ranking's best pages take part (the rest of it is noise for a question). */
export const SUBJECT_LEADS = 2;
/** Reciprocal-rank fusion: the usual constant, and the subject ranking's weight against the text's. */
const FUSION_K = 60;
const SUBJECT_WEIGHT = 2;

/**
 * A page's place in a question's results, from its rank by text (0 first) and by subject (-1 when
 * not among SUBJECT_LEADS): reciprocal-rank fusion, with the subject ranking weighing twice.
 */
export function fuseRanks(textRank: number, subjectRank: number): number {
  return 1 / (FUSION_K + textRank) + (subjectRank >= 0 ? SUBJECT_WEIGHT / (FUSION_K + subjectRank) : 0);
}

/** Candidates read beyond those shown, to check matches and re-rank by headings and definitions. */
const EXTRA_CANDIDATES = 3;
/**
 * How strongly a page's score falls with the share of the query it misses: the square root (measured
 * on the evaluation set: 2, the square, lost pages whose title matched one strong word of three).
 */
const COVERAGE_POWER = 0.5;
/** Below this sum of IDF, a query's words tell no page apart and its stop words are searched too. */
const UNINFORMATIVE = 1;
/** How much more a page counts when the query's words are in its title or phrases (by their share). */
const META_COVERAGE = 2;
/**
 * How strongly a page's score follows the share of the query that one of its sections holds, against
 * the share the whole page holds: a page that answers in one place has the query's words together,
 * where a long page may hold each of them in a different section.
 */
const SECTION_POWER = 2;
/** Meta fields that name a page's subject. */
const SUBJECT_FIELDS = ['title', 'phrases', 'description'];
/** Score factors from the page text. */
const BOOST = {
  /** A heading or anchor that is the identifier from the query. */
  namedHeading: 4,
  /** A table row, list item or lead paragraph that defines it. */
  definition: 2.5,
  /** A heading has the identifier among its words ("What a `RiskAssessment` holds"). */
  headingMention: 1.5,
  /** Every searched word is in the title or in one of the page's phrases. */
  titleOrPhrase: 1.6,
  /** The title or one heading has every word of the query (stop words aside). */
  heading: 1.4,
  /**
   * Up to this much more (1 + 0.5 times the share of the query's neighbouring word pairs the page
   * has within PAIR_WINDOW words, in order: "model calls", "admin access").
   */
  pairs: 0.5,
  /** The title has every word of the query, stop words too ("what is … red teaming"). */
  wholeTitle: 1.5,
  /** The page has the query's words side by side, in order. */
  phrase: 1.5,
  /**
   * A query with an identifier asks where the name is defined: a docs page (the reference among them)
   * counts this much more than a guide or a post that uses the name in its samples.
   */
  reference: 2,
};

/**
 * Each word's Pagefind score counts by its square root in a page's sum: one word that a page repeats
 * in its title and every section (43 points for "custom" on the CustomVulnerability page, 4 on the
 * custom-attacks guide) no longer outweighs a page that has every word of the query. Measured on the
 * evaluation set: top-1 of typos 30 -> 31, plain 25 -> 29, task 25 -> 27; 0.3 to 0.75 all raise
 * plain and task top-1, 0.5 most evenly (0.3 loses two names from the top three).
 */
const TOKEN_SCORE_POWER = 0.5;

/**
 * Stop words, searched when the other words are on nearly every page, count this much of their IDF
 * toward the share of the query a page covers: they tell pages apart, but are not the subject
 * (measured: "my" on 68 pages had outweighed "scan").
 */
const STOP_WORD_WEIGHT = 0.3;

/** The words of a pair may be this many words apart on a page: up to two words between ("admin panel access"). */
const PAIR_WINDOW = 3;
/** Added to each pair's weight, so that pairs of common words still count a little. */
const PAIR_FLOOR = 0.1;

/**
 * A page that many pages link to from their text is a hub (an introduction, an overview): it counts
 * (1 + ln(1 + links)) ** LINK_PRIOR_POWER times: 1 with no links, 1.8 with 8, 2.2 with 40. Guides
 * and posts are rarely linked from text, so among pages that match alike a docs page leads. For plain
 * words there is no other prior for docs pages: a flat 1.3 (kept until this prior came) then made no
 * difference on the evaluation set and cost tasks whose answer is a guide 13 -> 15 of 16 on the blind set.
 * The count is made at build time (indexer.mjs) and read from the page's `links` meta field.
 */
const LINK_PRIOR_POWER = 0.5;

/** How much more a page counts for the links that point to it. */
export function linkPrior(text: Pick<PageText, 'meta'>): number {
  const links = Math.max(0, Number(text.meta.links) || 0);
  return (1 + Math.log(1 + links)) ** LINK_PRIOR_POWER;
}

/** Pages that use names rather than define them: guides and blog posts. */
const NARRATIVE_PAGE = /\/(guides|blog)(\/|$)/;

export type Correction = {readonly from: string; readonly to: string};

export type SearchOutcome = {
  readonly pages: PageResult[];
  /** Words searched as another word ("cresendo" as "crescendo"). */
  readonly corrections: readonly Correction[];
  /** Words of the query (as typed) that the first result does not contain, when some page lacks one. */
  readonly leftOut: readonly string[];
  /** The words searched, after corrections, for highlighting. */
  readonly terms: readonly string[];
};

export const NO_OUTCOME: SearchOutcome = {pages: [], corrections: [], leftOut: [], terms: []};

type TokenSearch = {
  token: QueryToken;
  search: string;
  results: PagefindResult[];
  correctedFrom?: string;
  /** Other words that count for this one on a page (its synonyms). */
  alternatives?: readonly string[];
  /** Pages the word itself matches, before its synonyms' pages were added: its IDF is its own. */
  own?: number;
};

/** Whether a token, or one of its synonyms, is on a page. */
function searchOnPage(words: readonly string[], search: TokenSearch): boolean {
  return [search.search, ...(search.alternatives ?? [])].some((alternative) => tokenOnPage(words, alternative));
}

/** Adds the pages of a word's synonyms to its results, at SYNONYM_WEIGHT of their score. */
async function withSynonyms(pagefind: PagefindModule, search: TokenSearch, filters: ReturnType<typeof filtersFor>): Promise<void> {
  const synonyms = search.correctedFrom ? [] : synonymsOf(search.token);
  if (!synonyms.length) return;
  search.own = search.results.length;
  const found = await Promise.all(synonyms.map((synonym) => pagefind.search(synonym, filters).then(({results}) => results)));
  const merged = new Map(search.results.map((result) => [result.id, result]));
  for (const results of found) {
    for (const result of results) {
      const own = merged.get(result.id);
      const score = result.score * SYNONYM_WEIGHT;
      if (!own) merged.set(result.id, {...result, score, matchedMetaFields: result.matchedMetaFields});
      else if (score > own.score) merged.set(result.id, {...own, score, words: [...own.words, ...result.words], matchedMetaFields: [...(own.matchedMetaFields ?? []), ...(result.matchedMetaFields ?? [])]});
    }
  }
  search.results = [...merged.values()].sort((a, b) => b.score - a.score);
  search.alternatives = synonyms;
}

async function runToken(pagefind: PagefindModule, token: QueryToken, filters: ReturnType<typeof filtersFor>): Promise<TokenSearch> {
  const {results} = await pagefind.search(token.search, filters);
  if (!token.parts.length) return {token, search: token.search, results};
  // A CamelCase name is also searched by its words, which finds the page titled with them
  // ("RiskAssessment" and "Risk assessment"); a page found both ways adds the scores.
  const partsQuery = token.parts.join(' ');
  const {results: byParts} = await pagefind.search(partsQuery, filters);
  if (!results.length) return {token, search: partsQuery, results: byParts};
  const merged = new Map(results.map((result) => [result.id, {...result}]));
  for (const result of byParts) {
    const found = merged.get(result.id);
    if (found) merged.set(result.id, {...found, score: found.score + result.score, words: [...found.words, ...result.words]});
    else merged.set(result.id, result);
  }
  return {token, search: token.search, results: [...merged.values()].sort((a, b) => b.score - a.score)};
}

/**
 * Whether a word's results are real matches, judged on its best result: 'exact' when a word of that
 * page starts with the query word, 'stem' when only its stem does ("roleplaying", "vulnerabilites"
 * for "roleplay", "vulnerabilities"), 'none' when Pagefind fell back on a shorter indexed word the
 * query word starts with ("cre" for "cresendo").
 */
async function confirmation(search: TokenSearch): Promise<'exact' | 'stem' | 'none'> {
  const top = search.results[0];
  if (!top) return 'none';
  const text = await pageTextOf(top).catch(() => null);
  if (!text) return 'exact';
  const words = queryTerms(search.search);
  if (words.every((word) => word.length < 3 || text.terms.some((term) => term.startsWith(word)))) return 'exact';
  return tokenOnPage(text.terms, search.search) ? 'stem' : 'none';
}

/** IDF as Pagefind computes it (BM25). */
function idf(total: number, containing: number): number {
  return Math.log(1 + (total - containing + 0.5) / (containing + 0.5));
}

/**
 * How much each word of a query weighs in the share of the query a page covers: its IDF, capped at
 * that of a word on half the pages. Among the words on fewer pages, a rarer one is not more of the
 * subject ("avoid", "claiming" are rare here, and rarely what a question is about); a word on most
 * pages weighs less. A stop word, searched only when the other words are everywhere, weighs
 * STOP_WORD_WEIGHT of that. A word's count is its own pages, not those its synonyms add ("chatbot"
 * is on 37 pages; with "bot" and "assistant", 139). Measured on the evaluation set: the cap raised
 * plain questions 32 -> 34 of 37 in the top three (caps from 0.5 to 1 alike); the stop-word weight,
 * tasks 33 -> 34; on a second, blind set of 64, own counts raised plain 11 -> 12 of 16 and tasks
 * 12 -> 13.
 */
export function queryWeights(total: number, words: readonly {pages: number; stop: boolean}[]): number[] {
  const full = idf(total, total / 2);
  return words.map(({pages, stop}) => Math.min(idf(total, pages), full) * (stop ? STOP_WORD_WEIGHT : 1));
}

/** Pages per release of each loaded index (one in the site; a test may make several). */
const pageTotals = new WeakMap<PagefindModule, Promise<Record<string, number>>>();

/** Pages per release (Pagefind's filter counts), for IDF. */
async function pagesIn(pagefind: PagefindModule, scope: SearchScope): Promise<number> {
  let loaded = pageTotals.get(pagefind);
  if (!loaded) {
    const filters: Promise<Record<string, Record<string, number>>> = pagefind.filters ? pagefind.filters() : Promise.resolve({});
    loaded = filters.then((found) => found.version ?? {});
    loaded.catch(() => pageTotals.delete(pagefind));
    pageTotals.set(pagefind, loaded);
  }
  const totals = await loaded.catch(() => ({}) as Record<string, number>);
  const all = Object.values(totals).reduce((sum, count) => sum + count, 0);
  const {filters} = filtersFor(scope);
  return (filters ? totals[filters.version] : all) || all || 200;
}

export type SearchOptions = {
  /** Search the words as typed: no corrections. */
  readonly asTyped?: boolean;
  /** Loads the vocabulary of corrections (only called when a word matches nothing). */
  readonly vocabulary?: () => Promise<Vocabulary>;
  /** Loads the pages' subjects (only called for a question: QUESTION_WORDS plain words or more). */
  readonly subjects?: () => Promise<Subjects>;
};

/**
 * Searches the pages of one release (blog posts belong to every release) or of all, and returns the
 * best pages with excerpts, the section each leads to, and what was corrected or left out.
 */
export async function searchPages(
  pagefind: PagefindModule,
  query: string,
  scope: SearchScope,
  limit = MAX_PAGES,
  options: SearchOptions = {},
): Promise<SearchOutcome> {
  const read = analyseQuery(query);
  const tokens = searchedTokens(read);
  if (!tokens.length) return NO_OUTCOME;
  const filters = filtersFor(scope);
  const searches = await Promise.all(tokens.map((token) => runToken(pagefind, token, filters)));
  // The query's own words; stop words searched below come after them.
  const wordCount = searches.length;
  // When the other words are on nearly every page ("what is red teaming"), the stop words are what
  // tells pages apart: they are searched too.
  const total0 = await pagesIn(pagefind, scope);
  const informative = searches.reduce((sum, search) => sum + idf(total0, search.results.length), 0);
  if (informative < UNINFORMATIVE && read.some((token) => token.kind === 'stop')) {
    const stops = read.filter((token) => token.kind === 'stop' && token.search.length > 1);
    searches.push(...(await Promise.all(stops.map((token) => runToken(pagefind, token, filters)))));
  }
  // A plain word that is not on its best result as typed may be misspelt: it is corrected from the
  // vocabulary of the index, unless the vocabulary knows it. Without a correction it keeps the
  // matches of its stem, if it has any.
  const confirmations = await Promise.all(searches.map((search) => (isCorrectable(search.token) ? confirmation(search) : Promise.resolve('exact' as const))));
  const doubtful = searches.filter((_, index) => confirmations[index] !== 'exact');
  const stemOnly = new Set(searches.filter((_, index) => confirmations[index] === 'stem'));
  for (const search of doubtful) if (!stemOnly.has(search)) search.results = [];
  if (doubtful.length && !options.asTyped && options.vocabulary) {
    const words = await options.vocabulary().catch(() => null);
    if (words) {
      await Promise.all(
        doubtful.map(async (search) => {
          const word = search.token.search;
          if (words.counts.has(word)) return;
          const correction = correctionFor(word, words);
          if (!correction) return;
          // A word whose stem is on its pages ("roleplaying" for "roleplay") is only corrected to a word
          // with that stem ("vulnerabilites" to "vulnerabilities"), never to a neighbour ("replaying").
          if (stemOnly.has(search) && !tokenOnPage([correction], word)) return;
          const {results} = await pagefind.search(correction, filters);
          const corrected = {token: search.token, search: correction, results};
          if (!results.length || (await confirmation(corrected)) === 'none') return;
          search.correctedFrom = search.token.raw;
          search.search = correction;
          search.results = results;
        }),
      );
    }
  }
  await Promise.all(searches.map((search) => withSynonyms(pagefind, search, filters)));
  // Several words: the pages that have them side by side, in order, rank higher.
  const phraseQuery = searches.length > 1 ? searches.map((search) => search.token.search).join(' ') : '';

  const total = await pagesIn(pagefind, scope);
  const corrected = searches.map((search) => search.search).join(' ');
  const phrasePages = new Set(
    phraseQuery ? (await pagefind.search(`"${corrected}"`, filters).catch(() => ({results: []}))).results.map((result) => result.id) : [],
  );
  const weights = queryWeights(total, searches.map((search) => ({pages: search.own ?? search.results.length, stop: search.token.kind === 'stop'})));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  type Candidate = {result: PagefindResult; score: number; matched: Set<number>; inSubject: Set<number>; locations: Map<number, number[]>};
  const candidates = new Map<string, Candidate>();
  searches.forEach((search, index) => {
    for (const result of search.results) {
      const candidate = candidates.get(result.id) ?? {result, score: 0, matched: new Set<number>(), inSubject: new Set<number>(), locations: new Map<number, number[]>()};
      candidate.score += result.score ** TOKEN_SCORE_POWER;
      candidate.matched.add(index);
      if (result.matchedMetaFields?.some((field) => SUBJECT_FIELDS.includes(field))) candidate.inSubject.add(index);
      candidate.locations.set(index, result.words);
      candidates.set(result.id, candidate);
    }
  });
  const coverage = (matched: Set<number>) => [...matched].reduce((sum, index) => sum + weights[index]!, 0) / totalWeight;
  // A page counts by its score, the share of the query it has, and the share its title or phrases have.
  const base = (candidate: Candidate, matched: Set<number>) =>
    candidate.score * coverage(matched) ** COVERAGE_POWER * (1 + META_COVERAGE * coverage(new Set([...candidate.inSubject].filter((index) => matched.has(index)))) ** 2);
  const names = searches.filter((search) => search.token.kind === 'identifier').map((search) => search.token.raw);
  // One word with a capital ("Fairness", "BOLA") may be a class name pasted from code: it is looked for
  // as an entry of the API reference too, whose page then comes first, before the page about it.
  const pasted = searches.length === 1 && searches[0]!.token.kind === 'word' && /\p{Lu}/u.test(searches[0]!.token.raw) ? searches[0]!.token.raw : null;
  if (pasted) names.push(pasted);
  const identifierQuery = names.length > 0;
  const ranked = [...candidates.values()]
    .map((candidate) => ({
      ...candidate,
      rank: base(candidate, candidate.matched) * (phrasePages.has(candidate.result.id) ? BOOST.phrase : 1),
    }))
    .sort((a, b) => b.rank - a.rank)
    // A name's entry may be on a page that mentions it once: more candidates are read for names.
    .slice(0, limit + (identifierQuery ? 2 * EXTRA_CANDIDATES : EXTRA_CANDIDATES));
  // A question: the pages whose title, phrases and headings best match it lead, so they are read too.
  const contentWords = searches.slice(0, wordCount).filter((search) => search.token.kind === 'word');
  const isQuestion = !identifierQuery && contentWords.length >= QUESTION_WORDS;
  const loaded = isQuestion && options.subjects ? await options.subjects().catch(() => null) : null;
  const subjectLeads = loaded
    ? rankBySubject(loaded, contentWords.flatMap((search) => queryTerms(search.search)), filters.filters?.version)
        .filter((id) => candidates.has(id))
        .slice(0, SUBJECT_LEADS)
    : [];
  for (const id of subjectLeads) if (!ranked.some((candidate) => candidate.result.id === id)) ranked.push({...candidates.get(id)!, rank: 0});
  const texts = await Promise.all(ranked.map((candidate) => pageTextOf(candidate.result)));

  const wholeQuery = searches.map((search) => search.token.raw).join(' ');
  // A query of several plain words may itself be a name ("deepteam run"): matched against headings and definitions too.
  if (searches.length > 1 && !names.length) names.push(wholeQuery);
  const searchedWords = searches.flatMap((search) => queryTerms(search.search));
  // The words a title or phrase is checked for: a CamelCase name's own words ("RiskAssessment").
  const titleWords = searches.flatMap((search) => (search.token.parts.length && !search.correctedFrom ? [...search.token.parts] : queryTerms(search.search)));
  // Every word as typed, stop words included ("what is red teaming").
  const allWords = analyseQuery(query).flatMap((token) => queryTerms(token.search));
  const inTitleOf = (text: PageText, words: readonly string[]) =>
    words.length > 0 && words.every((word) => text.titleTerms.some((term) => term.startsWith(lightStem(word))));

  // Neighbouring words of the query ("model calls", "between runs") found together on a page.
  const pairs = searches.slice(0, wordCount).flatMap((search, index, all) => {
    const next = all[index + 1];
    if (!next || search.token.kind !== 'word' || next.token.kind !== 'word') return [];
    const first = queryTerms(search.search).at(-1);
    const second = queryTerms(next.search)[0];
    return first && second ? [{first, second, weight: weights[index]! + weights[index + 1]! + PAIR_FLOOR}] : [];
  });
  const pairWeight = pairs.reduce((sum, pair) => sum + pair.weight, 0);
  const scored = ranked.flatMap((candidate, order) => {
    const text = texts[order]!;
    // Only matches the page text confirms count.
    const matched = new Set([...candidate.matched].filter((index) => searchOnPage(text.terms, searches[index]!)));
    if (!matched.size) return [];
    const locations = [...matched].flatMap((index) => candidate.locations.get(index) ?? []);
    let score = base(candidate, matched);
    if (phrasePages.has(candidate.result.id)) score *= BOOST.phrase;
    const named = namedSections(text, names);
    if (named.heading.size || named.titled) score *= BOOST.namedHeading;
    // A page that defines the name in several places (every signature that takes it) is its home.
    else if (named.definition.size) score *= BOOST.definition * Math.min(1 + 0.25 * (named.definition.size - 1), 1.75);
    else if (named.mentioned) score *= BOOST.headingMention;
    const inTitle = inTitleOf(text, titleWords);
    const inPhrase = titleWords.length > 0 && text.phrases.some((phrase) => titleWords.every((word) => phrase.includes(lightStem(word))));
    if (inTitle || inPhrase) score *= BOOST.titleOrPhrase;
    if (allWords.length > titleWords.length && inTitleOf(text, allWords)) score *= BOOST.wholeTitle;
    // Every word in one heading: the page has a section on the subject ("Run without attacks").
    const contentWords = titleWords.filter((word) => !STOP_WORDS.has(word));
    const inHeading =
      !inTitle &&
      contentWords.length > 0 &&
      text.headings.some((heading) => {
        const terms = queryTerms(heading.text);
        return contentWords.every((word) => terms.some((term) => term.startsWith(lightStem(word))));
      });
    // The title is the page's first heading.
    if (inHeading || inTitle) score *= BOOST.heading;
    if (pairs.length) {
      const held = pairs.filter((pair) => pairOnPage(text, pair.first, pair.second, PAIR_WINDOW)).reduce((sum, pair) => sum + pair.weight, 0);
      score *= 1 + BOOST.pairs * (held / pairWeight);
    }
    if (matched.size > 1) {
      const whole = coverage(matched);
      if (whole > 0) score *= (sectionCoverage(text, candidate, matched, weights, totalWeight) / whole) ** SECTION_POWER;
    }
    const pathname = new URL(text.url, 'http://site.invalid').pathname;
    score *= linkPrior(text);
    if (identifierQuery && !NARRATIVE_PAGE.test(pathname)) score *= BOOST.reference;
    // Stop words are never reported missing.
    const missing = searches.filter((search, index) => !matched.has(index) && search.token.kind !== 'stop').map((search) => search.token.raw);
    return [{candidate, text, score, matched, locations, named, inTitle, missing, order}];
  });
  // A pasted name leads first to the pages with a heading that is the name (the API reference's entry,
  // a section on it), then to the pages that explain or use it.
  const entryFirst = (item: {named: NamedSections}) => (item.named.entry ? 2 : identifierQuery && !pasted && item.named.heading.size > 0 ? 1 : 0);
  scored.sort((a, b) => entryFirst(b) - entryFirst(a) || b.score - a.score || a.order - b.order);
  // The words left out are those the best page by text lacks (a page that leads by subject may lack more).
  const leftOut = scored[0]?.missing ?? [];
  if (subjectLeads.length) {
    const fused = new Map(scored.map((item, at) => [item, fuseRanks(at, subjectLeads.indexOf(item.candidate.result.id))]));
    scored.sort((a, b) => fused.get(b)! - fused.get(a)!);
  }

  const pages = scored.slice(0, limit).map(({text, locations, named, inTitle, missing, matched}) => {
    const sectionWords = searches.flatMap((search, index) => (matched.has(index) ? [{search: search.search, weight: weights[index]!}] : []));
    const rank = (section: Section) => sectionScore(text, section, locations, sectionWords, named);
    // A page whose title is the query leads to the page itself; any other to its best section.
    return resultFor(text, locations, {rank, pageFirst: inTitle && !named.heading.size && !named.definition.size, missing});
  });
  const corrections = searches.flatMap((search) => (search.correctedFrom ? [{from: search.correctedFrom, to: search.search}] : []));
  return {pages, corrections, leftOut, terms: searchedWords};
}

/**
 * The largest share of the query's weight that one section of a page holds: the text between two
 * headings, or before the first. A word the page's title, phrases or description has counts in every
 * section (it names the whole page's subject).
 */
export function sectionCoverage(
  text: Pick<PageText, 'headings'>,
  candidate: {locations: ReadonlyMap<number, readonly number[]>; inSubject: ReadonlySet<number>},
  matched: ReadonlySet<number>,
  weights: readonly number[],
  totalWeight: number,
): number {
  const starts = [0, ...text.headings.map((heading) => heading.location)].sort((a, b) => a - b);
  const sectionOf = (location: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= location) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  let everywhere = 0;
  const bySection = new Map<number, Set<number>>();
  for (const index of matched) {
    if (candidate.inSubject.has(index)) {
      everywhere += weights[index]!;
      continue;
    }
    for (const location of candidate.locations.get(index) ?? []) {
      const section = sectionOf(location);
      const held = bySection.get(section) ?? new Set<number>();
      held.add(index);
      bySection.set(section, held);
    }
  }
  let best = 0;
  for (const held of bySection.values()) best = Math.max(best, [...held].reduce((sum, index) => sum + weights[index]!, 0));
  return Math.min(1, (everywhere + best) / (totalWeight || 1));
}

/**
 * Locations of the headings and of the definitions on a page that name an identifier from the query,
 * and whether a heading has it among its words.
 */
type NamedSections = {heading: Set<number>; definition: Set<number>; mentioned: boolean; entry: boolean; titled: boolean};

/**
 * Where a page names an identifier from the query: headings whose text or anchor is the name, and
 * definitions (first cells of table rows, list items, lead paragraphs) that are the name.
 */
function namedSections(text: PageText, names: readonly string[]): NamedSections {
  const heading = new Set<number>();
  // An API reference entry: a heading whose anchor is a dotted path ending in the name (the theme's own
  // heading anchors never hold a dot).
  let entry = false;
  const definition = new Set<number>();
  let mentioned = false;
  // A title with the name among its words ("Scanning source code with deepteam scan"): the page is about it.
  let titled = false;
  for (const name of names) {
    if (nameMatch(text.meta.title ?? '', name) > 0) titled = true;
    for (const item of text.headings) {
      const match = Math.max(nameMatch(item.text, name), nameMatch(item.id, name));
      if (match === 2) heading.add(item.location);
      if (item.id.toLowerCase().endsWith(`.${name.toLowerCase()}`)) entry = true;
      else if (match === 1) mentioned = true;
    }
    for (const item of text.definitions) {
      if (nameMatch(item.text, name) === 2) definition.add(item.location);
    }
  }
  return {heading, definition, mentioned, entry, titled};
}

/**
 * How well a section answers the query: its heading names the identifier (best), it holds a
 * definition of it, then the query words it holds, counted more in its heading than in its text.
 */
function sectionScore(
  text: PageText,
  section: Section,
  locations: readonly number[],
  words: readonly {search: string; weight: number}[],
  named: NamedSections,
): number {
  let score = 0;
  if (named.heading.has(section.from)) score += 100;
  for (const location of named.definition) if (location >= section.from && location < section.to) score += 40;
  const headingTerms = queryTerms(section.heading.text);
  const inside = locations.filter((location) => location >= section.from && location < section.to).length;
  for (const {search, weight} of words) {
    if (tokenOnPage(headingTerms, search)) score += 3 * weight;
  }
  if (inside) score += Math.min(inside, 6) * 0.5 + words.reduce((sum, word) => sum + word.weight, 0) * 0.2;
  return score;
}
