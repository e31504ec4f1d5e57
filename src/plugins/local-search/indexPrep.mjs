// What indexer.mjs does to a page of the build before Pagefind reads it. The files in the build are not
// changed: only the copy handed to Pagefind.
import {separateBlocks} from './separateBlocks.mjs';

/** Beside Pagefind's files in pagefind/: the words of the index by page count, for spelling corrections. */
export const VOCABULARY_FILE = 'site-vocabulary.json';
/** The meta field that holds a page's search phrases; search weighs it like the title. */
export const PHRASES_FIELD = 'phrases';
/** Phrases are kept apart by this in the field: a phrase holds no semicolon (it is removed). */
export const PHRASE_SEPARATOR = '; ';
/** Pagefind weight of a definition's name (h3 headings weigh 5, text 1). */
export const DEFINITION_WEIGHT = 5;
/** Id prefix of the code element that names what a table row, list item or lead paragraph defines. */
export const DEFINITION_ID_PREFIX = 'pf-def-';

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The meta field that holds the page's description (its `<meta name="description">`). */
export const DESCRIPTION_FIELD = 'description';

const unescapeAttribute = (text) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's description, from its meta tag. */
export function descriptionOf(html) {
  const tag = /<meta\s[^>]*name=["']?description["']?[^>]*>/i.exec(html)?.[0] ?? '';
  const content = /\scontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  return content ? unescapeAttribute(content[1] ?? content[2] ?? content[3] ?? '').trim() : '';
}

/** Puts markup just inside the element marked data-pagefind-body; a page without one is left as it is. */
function insertInBody(html, markup) {
  const body = html.search(/<[a-z][^>]*\sdata-pagefind-body[\s=>]/i);
  if (body < 0 || !markup) return html;
  const end = html.indexOf('>', body) + 1;
  return html.slice(0, end) + markup + html.slice(end);
}

/** The page from its data-pagefind-body marker on ('' without one). */
function fromBody(html) {
  const body = html.search(/\sdata-pagefind-body[\s=>]/i);
  return body < 0 ? '' : html.slice(body);
}

/**
 * Adds the search fields just inside the element marked data-pagefind-body: readers' phrases, and the
 * page's description (the summary authors write for every page, which search results show too).
 */
export function withPhrases(html, phrases) {
  const clean = (phrases ?? []).map((phrase) => phrase.replace(/;/g, ' ').trim()).filter(Boolean);
  const description = descriptionOf(html);
  const fields = [
    clean.length ? `<span data-pagefind-meta="${PHRASES_FIELD}:${escapeAttribute(clean.join(PHRASE_SEPARATOR))}" hidden></span>` : '',
    description ? `<span data-pagefind-meta="${DESCRIPTION_FIELD}:${escapeAttribute(description)}" hidden></span>` : '',
  ].join('');
  return insertInBody(html, fields);
}

/** The meta field that holds how many other pages link to the page from their text (never searched). */
export const LINKS_FIELD = 'links';

/** The part of a page that is indexed: from the element marked data-pagefind-body to the end of its article. */
function articleOf(html) {
  const part = fromBody(html);
  const ends = ['</article>', 'pagination-nav', 'theme-doc-footer'].map((marker) => part.indexOf(marker)).filter((at) => at > 0);
  return ends.length ? part.slice(0, Math.min(...ends)) : part;
}

/** The site paths a page's text links to (no fragment or query, no trailing slash), itself left out. */
export function linkedRoutes(html, route) {
  const routes = new Set();
  for (const match of articleOf(html).matchAll(/\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? '').split(/[#?]/)[0].replace(/\/+$/, '');
    if (href.startsWith('/') && !href.startsWith('//') && href !== route) routes.add(href);
  }
  return routes;
}

/** Adds the count of pages that link to this one, as a meta field search reads from the result. */
export function withLinkCount(html, count) {
  return insertInBody(html, `<span data-pagefind-meta="${LINKS_FIELD}:${Number(count) || 0}" hidden></span>`);
}

// An opening tag of a wrapper that may stand before the code that names a definition.
const WRAPPERS = String.raw`(?:\s*<(?:strong|b|em|span|p|a)(?:\s[^>]*)?>)*\s*`;

/**
 * Marks the code that names a definition with an id, so the index records where each definition is:
 * the first cell of a table row (every code in it: "`retrieval_context`, `tools_called`"), a list
 * item or definition term that starts with code, and a paragraph that starts with bold code
 * ("**`target_purpose`.** Describe your app…"). Search uses these to send an identifier to the
 * section that defines it.
 */
export function markDefinitions(html) {
  let count = 0;
  // Weighted like an h3 heading, so the page that defines a name ranks above pages that only use it.
  const mark = (codeTag) => `<code id="${DEFINITION_ID_PREFIX}${(count += 1)}" data-pagefind-weight="${DEFINITION_WEIGHT}"${codeTag.slice(5)}`;
  // First cells of table rows: up to the next cell or row.
  let out = html.replace(/(<tr(?:\s[^>]*)?>\s*<t[dh](?:\s[^>]*)?>)([\s\S]*?)(?=<t[dh][\s>]|<\/tr>|<tr[\s>]|<\/tbody>|<\/table>)/gi, (whole, open, cell) => {
    if (!new RegExp(`^${WRAPPERS}<code[\\s>]`, 'i').test(cell)) return whole;
    return open + cell.replace(/<code(?=[\s>])(?![^>]*\sid=)/gi, (tag) => mark(tag));
  });
  // List items and definition terms that start with code; paragraphs that start with bold code.
  out = out.replace(new RegExp(`(<(?:li|dt)(?:\\s[^>]*)?>${WRAPPERS})<code(?=[\\s>])(?![^>]*\\sid=)`, 'gi'), (whole, lead) => lead + mark('<code'));
  out = out.replace(/(<p(?:\s[^>]*)?>\s*<(?:strong|b)(?:\s[^>]*)?>\s*)<code(?=[\s>])(?![^>]*\sid=)/gi, (whole, lead) => lead + mark('<code'));
  return out;
}

/** The page as Pagefind reads it. */
export function prepareForIndex(html, phrases, linkCount = 0) {
  return markDefinitions(withLinkCount(withPhrases(separateBlocks(html), phrases), linkCount));
}

/** The indexed part of a page as plain text, roughly: for the vocabulary of spelling corrections. */
export function indexedText(html) {
  return fromBody(html)
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/**
 * Words for spelling corrections: lower-case runs of letters (a CamelCase name gives its parts and
 * the whole), three to 24 letters long.
 */
export function vocabularyWords(text) {
  const words = new Set();
  for (const token of text.split(/[^\p{L}\p{N}_]+/u)) {
    if (!token) continue;
    const parts = token.split(/(?<=\p{Ll})(?=\p{Lu})|[_\p{N}]+/u);
    for (const word of [token, ...parts]) {
      const lower = word.toLowerCase();
      if (/^\p{Ll}{3,24}$/u.test(lower)) words.add(lower);
    }
  }
  return words;
}

/**
 * The vocabulary file: words grouped by the number of pages they appear on, most frequent first,
 * leaving out words on a single page (a correction to them would rarely be what a reader meant).
 */
export function vocabularyFile(pageCounts, pageTotal) {
  const byCount = new Map();
  for (const [word, count] of pageCounts) {
    if (count < 2) continue;
    byCount.set(count, [...(byCount.get(count) ?? []), word]);
  }
  const groups = [...byCount.entries()].sort((a, b) => b[0] - a[0]).map(([count, words]) => [count, words.sort().join(' ')]);
  return JSON.stringify({pages: pageTotal, words: groups});
}

/** Beside Pagefind's files in pagefind/: each page's subject words (title, phrases, headings, description). */
export const SUBJECTS_FILE = 'site-subjects.json';
/** How much a word counts in a page's subject, by where it stands: the title most, then the phrases. */
export const SUBJECT_WEIGHTS = {title: 3, phrases: 2, headings: 1, description: 1};
/** Headings that name a section (the title is its own field; definitions' code anchors are not headings). */
const SUBJECT_HEADINGS = new Set(['h2', 'h3', 'h4']);

/** Lower-case words of a text, in order: runs of letters and digits that start with a letter. */
export function subjectWords(text) {
  return (text ?? '').toLowerCase().match(/\p{L}[\p{L}\p{N}]*/gu) ?? [];
}

/**
 * The subjects file, from Pagefind's page fragments (`{id, url, meta, filters, anchors}`): for each
 * page its id (Pagefind's, so search results find it) and releases, and for each word the pages whose
 * title, phrases, headings or description have it, with its weighted count there. Search ranks a
 * question's pages by it (BM25 over these fields); stop words and endings are left to the client.
 */
export function subjectsFile(fragments) {
  const pages = [];
  const words = new Map();
  [...fragments]
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .forEach((fragment, index) => {
      pages.push([fragment.id, fragment.filters?.version ?? []]);
      const meta = fragment.meta ?? {};
      const fields = {
        title: meta.title,
        phrases: (meta[PHRASES_FIELD] ?? '').split(PHRASE_SEPARATOR.trim()).join(' '),
        headings: (fragment.anchors ?? []).filter((anchor) => SUBJECT_HEADINGS.has(anchor.element)).map((anchor) => anchor.text).join(' '),
        description: meta[DESCRIPTION_FIELD],
      };
      const counts = new Map();
      for (const [field, text] of Object.entries(fields)) {
        for (const word of subjectWords(text)) counts.set(word, (counts.get(word) ?? 0) + SUBJECT_WEIGHTS[field]);
      }
      for (const [word, count] of counts) words.set(word, [...(words.get(word) ?? []), index, count]);
    });
  return JSON.stringify({pages, words: Object.fromEntries([...words].sort((a, b) => (a[0] < b[0] ? -1 : 1)))});
}
