/** What a search did to the reader's words, for SearchNotice. Pure, so unit tests can use it. */
import type {SearchOutcome} from './pagefind';

export type Notice = {
  /** The query as the reader typed it. */
  readonly query: string;
  /** The query with each corrected word replaced, when a word was corrected. */
  readonly correctedQuery: string | null;
  /** The corrected words, as searched. */
  readonly correctedWords: readonly string[];
  /** Words (as typed) that the first result does not contain. */
  readonly leftOut: readonly string[];
};

/** The notice for an outcome, or null when the words were searched as typed and all matched. */
export function noticeOf(query: string, outcome: SearchOutcome): Notice | null {
  if (!outcome.pages.length) return null;
  const {corrections} = outcome;
  let correctedQuery: string | null = null;
  if (corrections.length) {
    correctedQuery = query.trim();
    for (const {from, to} of corrections) correctedQuery = correctedQuery.replace(from, to);
  }
  const leftOut = outcome.leftOut.filter((word) => !corrections.some((correction) => correction.from === word));
  if (!correctedQuery && !leftOut.length) return null;
  return {query: query.trim(), correctedQuery, correctedWords: corrections.map((c) => c.to), leftOut};
}
