/**
 * Loads the Pagefind bundle of the build by URL (never bundled) and runs searches against it.
 * One loader per page: loading starts when the search UI first needs it.
 */
import {filtersFor, type SearchScope} from './versionScope';
import {queryTerms, resultFor, toPageText, type PagefindFragment, type PageResult, type PageText} from './pageText';

type PagefindResult = {id: string; score: number; words: number[]; data(): Promise<PagefindFragment>};

type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: PagefindResult[]}>;
};

let loading: Promise<PagefindModule> | null = null;

/** Imports pagefind.js once; a failed load is forgotten so the next search can retry. */
export function loadPagefind(pagefindUrl: string, baseUrl: string): Promise<PagefindModule> {
  if (!loading) {
    loading = (async () => {
      const module = (await import(/* webpackIgnore: true */ pagefindUrl)) as PagefindModule;
      // No worker: the index is small, and every result read through the worker is a message round
      // trip that copies the whole page text (measured: warm queries took twice as long).
      await module.options({baseUrl, noWorker: true});
      await module.init();
      return module;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * Pagefind answers a nonsense word with prefix matches on its first letters. Keep a result only when
 * every query word of three or more letters starts a word of the page (allowing one letter more on
 * words of five or more, so "prompts" finds "prompt").
 */
export function matchesEveryTerm(words: readonly string[], terms: readonly string[]): boolean {
  return terms.every((term) => {
    if (term.length < 3) return true;
    const stem = term.length > 4 ? term.slice(0, -1) : term;
    return words.some((word) => word.startsWith(stem));
  });
}

/**
 * The query as sent to Pagefind. A single letter after other words ("prompt leakage p") is the reader
 * starting the next word: it would match every word with that first letter, so it waits for a second.
 */
export function searchableQuery(query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const longer = words.filter((word) => word.length > 1);
  return (longer.length ? longer : words).join(' ');
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

/**
 * Searches the pages of one release (blog posts belong to every release) or of all, and returns the
 * best pages that really match the query, with excerpts and headings.
 */
export async function searchPages(
  pagefind: PagefindModule,
  query: string,
  scope: SearchScope,
  limit = MAX_PAGES,
): Promise<PageResult[]> {
  const searchable = searchableQuery(query);
  if (!searchable) return [];
  const terms = queryTerms(searchable);
  const {results} = await pagefind.search(searchable, filtersFor(scope));
  // Each new page is a fragment request: read only one more than are shown, for the filter below.
  const candidates = results.slice(0, limit + 1);
  const texts = await Promise.all(candidates.map(pageTextOf));
  return candidates
    .map((result, index) => ({result, text: texts[index]!}))
    .filter(({text}) => matchesEveryTerm(text.terms, terms))
    .slice(0, limit)
    .map(({result, text}) => resultFor(text, result.words));
}
