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
/** Code that names what a table row, list item or lead paragraph defines (marked by the indexer). */
export type Definition = {text: string; location: number};

/** Id prefix the indexer gives the code of a definition (indexPrep.mjs); not an anchor of the page. */
export const DEFINITION_ID_PREFIX = 'pf-def-';

export type PageText = {
  url: string;
  meta: Record<string, string | undefined>;
  /** The escaped text split into words, as Pagefind numbers them for `result.words`. */
  words: readonly string[];
  joiner: string;
  /** Headings with an id and text, in document order, with the position of their first word. */
  headings: readonly Heading[];
  /** Definitions in document order. */
  definitions: readonly Definition[];
  /** The distinct lower-case words of the title and text, for checking that a query word is there. */
  terms: readonly string[];
  /** The lower-case words of the title. */
  titleTerms: readonly string[];
  /** Readers' words for the page (its `phrases` field), lower case. */
  phrases: readonly string[];
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
  /** Sections that hold a match, best first. */
  sub_results: SubResult[];
  /** Where the result leads: the best section, or null for the page itself. */
  best: SubResult | null;
  /** Query words (as the reader typed them) this page does not contain. */
  missing: string[];
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
  const anchors = fragment.anchors ?? [];
  const headings = anchors
    .filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.id && !anchor.id.startsWith(DEFINITION_ID_PREFIX) && anchor.text?.trim())
    .map((anchor) => ({id: anchor.id, element: anchor.element, text: anchor.text!.trim(), location: anchor.location}))
    .sort((a, b) => a.location - b.location);
  const definitions = anchors
    .filter((anchor) => anchor.id?.startsWith(DEFINITION_ID_PREFIX) && anchor.text?.trim())
    .map((anchor) => ({text: anchor.text!.trim(), location: anchor.location}))
    .sort((a, b) => a.location - b.location);
  return {
    url: fragment.url,
    meta: fragment.meta,
    words: zeroWidth ? text.split('\u200B') : text.split(/[\r\n\s]+/g),
    joiner: zeroWidth ? '' : ' ',
    headings,
    definitions,
    terms: [...new Set(queryTerms(`${fragment.meta.title ?? ''} ${fragment.content} ${fragment.meta.phrases ?? ''}`))],
    titleTerms: queryTerms(fragment.meta.title ?? ''),
    phrases: (fragment.meta.phrases ?? '').toLowerCase().split(';').map((phrase) => phrase.trim()).filter(Boolean),
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

/** A heading section of a page: from its heading to the next heading. */
export type Section = {heading: Heading; from: number; to: number};

export function sectionsOf(page: PageText): Section[] {
  const {headings} = page;
  return headings.map((heading, index) => ({heading, from: heading.location, to: headings[index + 1]?.location ?? page.words.length}));
}

export function subResultOf(page: PageText, section: Section, locations: readonly number[]): SubResult {
  const {heading} = section;
  const inside = locations.filter((location) => location >= section.from && location < section.to);
  return {
    title: heading.text,
    url: `${page.url}#${heading.id}`,
    excerpt: excerptOf(page, inside, section.from, section.to),
    anchor: {element: heading.element, id: heading.id, text: heading.text},
  };
}

/**
 * The page excerpt and one result per heading section that holds a match, in document order (or in
 * the order of `rank`, a section score, when given; the best is then `best` unless `pageFirst`).
 */
export function resultFor(
  page: PageText,
  locations: readonly number[],
  options: {rank?: (section: Section) => number; pageFirst?: boolean; missing?: string[]} = {},
): PageResult {
  const scored = sectionsOf(page)
    .map((section, order) => ({section, order, score: options.rank ? options.rank(section) : 0}))
    .filter(({section}) => locations.some((location) => location >= section.from && location < section.to) || (options.rank && options.rank(section) > 0));
  if (options.rank) scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const subResults = scored.map(({section}) => subResultOf(page, section, locations));
  const best = options.rank && !options.pageFirst && scored[0] && scored[0].score > 0 ? subResults[0]! : null;
  const excerpt = best ? best.excerpt : excerptOf(page, locations);
  return {url: page.url, meta: page.meta, excerpt, sub_results: subResults, best, missing: options.missing ?? []};
}
