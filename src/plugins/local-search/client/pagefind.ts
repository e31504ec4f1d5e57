/**
 * Loads the Pagefind bundle of the build by URL (never bundled) and runs searches against it.
 * One loader per page: loading starts when the search UI first needs it.
 */

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text: string};
};

export type PagefindResultData = {
  url: string;
  excerpt: string;
  content: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
};

type PagefindModule = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: {id: string; score: number; data(): Promise<PagefindResultData>}[]}>;
};

let loading: Promise<PagefindModule> | null = null;

/** Imports pagefind.js once; a failed load is forgotten so the next search can retry. */
export function loadPagefind(pagefindUrl: string, baseUrl: string): Promise<PagefindModule> {
  if (!loading) {
    loading = (async () => {
      const module = (await import(/* webpackIgnore: true */ pagefindUrl)) as PagefindModule;
      await module.options({baseUrl, excerptLength: 24});
      await module.init();
      return module;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Lower-case words of a query, as Pagefind splits them. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/**
 * Pagefind answers a nonsense word with prefix matches on its first letters. Keep a result only when
 * every query word of three or more letters appears in its text (whole, or as the start of a word).
 */
export function matchesEveryTerm(content: string, terms: string[]): boolean {
  const words = new Set(queryTerms(content));
  return terms.every((term) => {
    if (term.length < 3) return true;
    for (const word of words) {
      if (word.startsWith(term) || (term.length > 4 && word.startsWith(term.slice(0, -1)))) return true;
    }
    return false;
  });
}

export const MAX_PAGES = 6;

/** Searches and returns the data of the best pages that really match the query. */
export async function searchPages(
  pagefind: PagefindModule,
  query: string,
  limit = MAX_PAGES,
): Promise<PagefindResultData[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const terms = queryTerms(trimmed);
  const {results} = await pagefind.search(trimmed);
  // Each result's data is a separate fragment request: fetch only a few more than are shown.
  const data = await Promise.all(results.slice(0, limit + 1).map((result) => result.data()));
  return data.filter((page) => matchesEveryTerm(`${page.meta.title ?? ''} ${page.content}`, terms)).slice(0, limit);
}
