/**
 * Excerpts and heading results cut from a page's text kept in memory.
 *
 * Pagefind's own `result.data()` splits the whole page again for the page excerpt and once more for
 * every matching heading, on every keystroke; with the page fragments cached that splitting is most of
 * the time a warm query takes. Here each page is split once, when its fragment first arrives, and a
 * query only marks the word positions Pagefind reports (`result.words`).
 */

/** Words in an excerpt, as in the modal of the hosted DocSearch. */
export const EXCERPT_WORDS = 24;
/** Words of context shown before the first match of an excerpt. */
const LEAD_WORDS = 4;

/** The parts of a Pagefind fragment (what `result.data()` resolves to) that are read here. */
export type PagefindFragment = {
  url: string;
  /** The text with `<` and `>` escaped; set by Pagefind's `data()`. */
  raw_content?: string;
  content: string;
  meta: Record<string, string | undefined>;
  anchors?: {element: string; id: string; text?: string; location: number}[];
};

type Heading = {id: string; element: string; text: string; location: number};

export type PageText = {
  url: string;
  meta: Record<string, string | undefined>;
  /** The escaped text split into words, as Pagefind numbers them for `result.words`. */
  words: readonly string[];
  joiner: string;
  /** Headings with an id and text, in document order, with the position of their first word. */
  headings: readonly Heading[];
  /** The distinct lower-case words of the title and text, for the every-term filter. */
  terms: readonly string[];
};

export type SubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {element: string; id: string; text: string};
};

/** One page of results: what the modal and the search page render. */
export type PageResult = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: SubResult[];
};

/** Lower-case words of a query or a text. */
export function queryTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

export function toPageText(fragment: PagefindFragment): PageText {
  const text = fragment.raw_content ?? fragment.content.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // Pagefind separates words of scripts without spaces with U+200B, and other text on whitespace.
  const zeroWidth = text.includes('\u200B');
  const headings = (fragment.anchors ?? [])
    .filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.id && anchor.text?.trim())
    .map((anchor) => ({id: anchor.id, element: anchor.element, text: anchor.text!.trim(), location: anchor.location}))
    .sort((a, b) => a.location - b.location);
  return {
    url: fragment.url,
    meta: fragment.meta,
    words: zeroWidth ? text.split('\u200B') : text.split(/[\r\n\s]+/g),
    joiner: zeroWidth ? '' : ' ',
    headings,
    terms: [...new Set(queryTerms(`${fragment.meta.title ?? ''} ${fragment.content}`))],
  };
}

/**
 * How much a match counts when choosing where an excerpt starts: a plain word ("leakage,") counts
 * fully, a match inside code ("SYSTEM_PROMPT," or "PromptLeakage(types=[") a tenth, so excerpts
 * prefer the prose about a subject to the samples that use it.
 */
export function matchWeight(word: string): number {
  return /^[\p{L}\p{N}'’-]+[.,:;!?)]*$/u.test(word.replace(/^[(“‘"']+/, '')) ? 1 : 0.1;
}

/** Words from the start of a page or section over which a match counts a little more (up to 1.5×). */
const OPENING_WORDS = 500;

/**
 * The start of the `length`-word window in [from, to) whose matches weigh most, with a little lead.
 * Matches near the start of the range count up to half as much again: a page's or section's opening
 * usually says what the subject is, where a later sample only mentions it.
 */
function windowStart(page: PageText, sorted: readonly number[], length: number, from: number, to: number): number {
  const weightAt = (location: number) =>
    matchWeight(page.words[location] ?? '') * (1 + 0.5 * Math.max(0, 1 - (location - from) / OPENING_WORDS));
  let best = 0;
  let bestWeight = 0;
  let weight = 0;
  for (let first = 0, last = 0; first < sorted.length; first += 1) {
    while (last < sorted.length && sorted[last]! < sorted[first]! + length) {
      weight += weightAt(sorted[last]!);
      last += 1;
    }
    if (weight > bestWeight) {
      bestWeight = weight;
      best = first;
    }
    weight -= weightAt(sorted[first]!);
  }
  const start = sorted.length ? sorted[best]! - LEAD_WORDS : from;
  return Math.max(from, Math.min(start, to - length));
}

/** An excerpt of the words in [from, to) around the matches, each match wrapped in <mark>. */
export function excerptOf(
  page: PageText,
  locations: readonly number[],
  from = 0,
  to = page.words.length,
  length = EXCERPT_WORDS,
): string {
  const inRange = locations.filter((location) => location >= from && location < to).sort((a, b) => a - b);
  const start = windowStart(page, inRange, length, from, to);
  const marked = new Set(inRange);
  const parts: string[] = [];
  for (let index = start; index < Math.min(start + length, to); index += 1) {
    const word = page.words[index] ?? '';
    parts.push(marked.has(index) ? `<mark>${word}</mark>` : word);
  }
  return parts.join(page.joiner).trim();
}

/** The page excerpt and one result per heading section that holds a match, in document order. */
export function resultFor(page: PageText, locations: readonly number[]): PageResult {
  const {headings} = page;
  const subResults = headings.flatMap((heading, index): SubResult[] => {
    const end = headings[index + 1]?.location ?? page.words.length;
    const inside = locations.filter((location) => location >= heading.location && location < end);
    if (!inside.length) return [];
    return [
      {
        title: heading.text,
        url: `${page.url}#${heading.id}`,
        excerpt: excerptOf(page, inside, heading.location, end),
        anchor: {element: heading.element, id: heading.id, text: heading.text},
      },
    ];
  });
  return {url: page.url, meta: page.meta, excerpt: excerptOf(page, locations), sub_results: subResults};
}
