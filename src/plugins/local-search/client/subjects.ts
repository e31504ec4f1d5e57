/**
 * What a page is about, for questions: each page's title, phrases, headings and description (the
 * subjects file the indexer writes beside Pagefind's) ranked against a question with BM25. A question
 * of several plain words ("why did my scores change between runs") is answered best by the page whose
 * subject it is, and its words are often everywhere in the text but rare in titles and headings.
 */
import {besidePagefind} from './besidePagefind';
import {STOP_WORDS} from './query';

/** The subjects file: `pages` is `[pagefind id, releases]`; `words` maps a word to `[page, weight, …]`. */
export type SubjectsFile = {pages: [string, string[]][]; words: Record<string, number[]>};

export type Subjects = {
  ids: readonly string[];
  releases: readonly (readonly string[])[];
  /** Weighted count of each page's subject words (stop words aside). */
  lengths: readonly number[];
  /** Stem → page → weighted count. */
  postings: ReadonlyMap<string, ReadonlyMap<number, number>>;
};

/**
 * Words a page's subject must share with the question (all of them when it has fewer): one shared
 * word is chance ("change" in "fake payee change"), not the page's subject.
 */
const MIN_SHARED_WORDS = 2;

/** BM25's term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.5;

/** A word without its plural, past or -ing ending, when at least four letters remain. */
export function subjectStem(word: string): string {
  for (const ending of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  }
  return word;
}

export function parseSubjects(file: SubjectsFile): Subjects {
  const lengths = file.pages.map(() => 0);
  const postings = new Map<string, Map<number, number>>();
  for (const [word, list] of Object.entries(file.words)) {
    if (STOP_WORDS.has(word)) continue;
    const stem = subjectStem(word);
    const pages = postings.get(stem) ?? new Map<number, number>();
    for (let at = 0; at + 1 < list.length; at += 2) {
      const page = list[at]!;
      const count = list[at + 1]!;
      if (page < 0 || page >= lengths.length) continue;
      pages.set(page, (pages.get(page) ?? 0) + count);
      lengths[page]! += count;
    }
    postings.set(stem, pages);
  }
  return {ids: file.pages.map(([id]) => id), releases: file.pages.map(([, releases]) => releases), lengths, postings};
}

/**
 * Pagefind ids of the pages in a release (or all, without one) whose subject shares MIN_SHARED_WORDS
 * of the words, best first by BM25 over the subject fields.
 */
export function rankBySubject(subjects: Subjects, words: readonly string[], release?: string): string[] {
  const inScope = subjects.ids.map((_, page) => !release || subjects.releases[page]!.includes(release));
  const total = inScope.filter(Boolean).length;
  if (!total) return [];
  const average = subjects.lengths.reduce((sum, length, page) => sum + (inScope[page] ? length : 0), 0) / total || 1;
  const scores = new Map<number, number>();
  const matched = new Map<number, number>();
  const stems = [...new Set(words.filter((word) => !STOP_WORDS.has(word)).map(subjectStem))];
  for (const stem of stems) {
    const pages = [...(subjects.postings.get(stem) ?? new Map<number, number>())].filter(([page]) => inScope[page]);
    if (!pages.length) continue;
    const idf = Math.log(1 + (total - pages.length + 0.5) / (pages.length + 0.5));
    for (const [page, count] of pages) {
      const norm = K1 * (1 - B + (B * subjects.lengths[page]!) / average);
      scores.set(page, (scores.get(page) ?? 0) + (idf * count * (K1 + 1)) / (count + norm));
      matched.set(page, (matched.get(page) ?? 0) + 1);
    }
  }
  const needed = Math.min(stems.length, MIN_SHARED_WORDS);
  return [...scores].filter(([page]) => matched.get(page)! >= needed).sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([page]) => subjects.ids[page]!);
}

/** The subjects file, next to pagefind.js; loaded once, when a question is first searched. */
export const loadSubjects: (pagefindUrl: string) => Promise<Subjects> = besidePagefind<SubjectsFile, Subjects>('site-subjects.json', parseSubjects);
