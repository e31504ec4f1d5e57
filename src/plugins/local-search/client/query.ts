/**
 * How a reader's query is read before it reaches the index: words, stop words, numbers and
 * identifiers (class names, parameters, environment variables, dotted paths, CLI flags), and the
 * spelling corrections of words the index does not have. Pure functions, tested in
 * tests/unit/search.test.ts.
 */

/** Queries are cut to this many words: nobody types more, and each word is a search. */
export const MAX_QUERY_WORDS = 10;

/**
 * Words that carry no subject on their own. They are left out of the search when the query has other
 * words, so "can I run without an OpenAI key" searches "run openai key".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being ' +
    'below between both but by can cannot could did do does doing don done down during each either else ' +
    'ever every few for from further get gets getting had has have having he her here hers him his how ' +
    'i if in into is it its itself just let lets like me might more most much must my myself no nor not ' +
    'now of off on once one only or other our ours out over own per please same shall she should so some ' +
    'such than that the their theirs them then there these they this those through to too under until up ' +
    'upon us use used using very via was we were what whats when where whether which while who whom why ' +
    'will with within without would yes yet you your yours yourself im ive id isnt doesnt dont cant wont ' +
    'go goes going gone got want wants need needs way ways thing things something anything stuff really ' +
    'possible trying try tell know show shows anyone anybody someone somebody everyone everybody ' +
    'everything nothing actually basically exactly'
  ).split(' '),
);

export type TokenKind = 'word' | 'stop' | 'number' | 'identifier';

export type QueryToken = {
  /** As the reader typed it, without surrounding quotes, brackets or a trailing `()`. */
  readonly raw: string;
  readonly kind: TokenKind;
  /**
   * What is sent to the index for this token: one query, whose words must all match. A dotted path
   * sends its parts ("deepteam vulnerabilities bias"); a flag its name without dashes.
   */
  readonly search: string;
  /** For a CamelCase name: its words, searched when the whole name matches nothing. */
  readonly parts: readonly string[];
};

const NUMBER = /^[+-]?\d+(?:[.,:/]\d+)*%?$/;
const FLAG = /^--?[a-z][a-z0-9-]*$/i;
/** Letters of a name: snake_case, dotted.path, CamelCase, ENV_VAR, kebab-case of code. */
const DOTTED = /^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)+$/u;
const CAMEL = /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u;

/** The token without quotes, backticks, brackets, trailing punctuation or a call's `()`. */
export function cleanToken(token: string): string {
  return token
    .replace(/^[`'"“‘(\[{<]+/u, '')
    .replace(/\(.*$/u, '')
    .replace(/[`'"”’)\]}>,;:!?]+$/u, '')
    .replace(/\.+$/u, '');
}

/** True for names from code: a_b, a.b.c, CamelCase, ENV_VAR, --flag. Plain words and numbers are not. */
export function isIdentifier(token: string): boolean {
  if (!token || NUMBER.test(token)) return false;
  if (FLAG.test(token)) return true;
  if (/^[\p{L}\p{N}]+(?:_[\p{L}\p{N}]*)+$|^_+[\p{L}\p{N}]/u.test(token)) return true;
  if (DOTTED.test(token)) return true;
  return CAMEL.test(token);
}

/** The words of a CamelCase name: "PIILeakage" -> pii, leakage; "OWASPTop10" -> owasp, top, 10. */
export function camelParts(name: string): string[] {
  return name
    .split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .map((part) => part.toLowerCase())
    .filter(Boolean);
}

function tokenOf(raw: string): QueryToken | null {
  const clean = cleanToken(raw);
  if (!clean) return null;
  const lower = clean.toLowerCase();
  if (NUMBER.test(clean)) return {raw: clean, kind: 'number', search: lower, parts: []};
  if (isIdentifier(clean)) {
    if (FLAG.test(clean)) return {raw: clean, kind: 'identifier', search: lower.replace(/^-+/, ''), parts: []};
    if (DOTTED.test(clean)) return {raw: clean, kind: 'identifier', search: lower.split('.').join(' '), parts: []};
    const parts = /_/.test(clean) ? [] : camelParts(clean);
    return {raw: clean, kind: 'identifier', search: lower, parts: parts.length > 1 ? parts : []};
  }
  // A possessive ("anyone's", "model’s") is its word. Other punctuation inside a word ("role-play",
  // "o'reilly") separates its parts for the index.
  const word = lower.replace(/['’]s$/u, '');
  const search = word.replace(/[^\p{L}\p{N}_\s]+/gu, ' ').trim();
  if (!search) return null;
  return {raw: clean, kind: STOP_WORDS.has(lower.replace(/['’]/g, '')) || STOP_WORDS.has(word) ? 'stop' : 'word', search, parts: []};
}

/**
 * The tokens of a query. A single letter after other words ("prompt leakage p") is the reader starting
 * the next word: it is left out until a second letter arrives.
 */
export function analyseQuery(query: string): QueryToken[] {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  const tokens = words.map(tokenOf).filter((token): token is QueryToken => token !== null);
  const longer = tokens.filter((token) => token.raw.length > 1 || token.kind === 'number');
  return longer.length ? longer : tokens;
}

/** The tokens that are searched: all but stop words, unless the query has nothing else. */
export function searchedTokens(tokens: readonly QueryToken[]): QueryToken[] {
  const content = tokens.filter((token) => token.kind !== 'stop');
  return content.length ? content : [...tokens];
}

/** How far a misspelt word may be from its correction: none under 4 letters, 1 up to 7, 2 above. */
export function allowedDistance(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** Whether a token may be corrected at all: plain words of letters only (never names or numbers). */
export function isCorrectable(token: QueryToken): boolean {
  return token.kind === 'word' && /^\p{L}+$/u.test(token.search) && allowedDistance(token.search) > 0;
}

/**
 * Edit distance with transpositions (optimal string alignment), or `max + 1` as soon as it is clear
 * the distance exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The vocabulary file the indexer writes (site-vocabulary.json): words grouped by page count. */
export type VocabularyFile = {pages: number; words: [number, string][]};

export type Vocabulary = {
  /** Pages each word appears on. */
  readonly counts: ReadonlyMap<string, number>;
  /** Words by length, for looking up candidates within an edit distance. */
  readonly byLength: ReadonlyMap<number, readonly string[]>;
};

export function parseVocabulary(file: VocabularyFile): Vocabulary {
  const counts = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const [count, words] of file.words ?? []) {
    for (const word of String(words).split(' ')) {
      if (!word || counts.has(word)) continue;
      counts.set(word, Number(count) || 1);
      const list = byLength.get(word.length) ?? [];
      list.push(word);
      byLength.set(word.length, list);
    }
  }
  return {counts, byLength};
}

/**
 * The word a misspelt word most likely stands for: the vocabulary word within the allowed distance
 * that is closest, then on the most pages. Null for a word the vocabulary has (or starts), or when
 * nothing is close enough.
 */
export function correctionFor(word: string, vocabulary: Vocabulary): string | null {
  const max = allowedDistance(word);
  if (!max || vocabulary.counts.has(word)) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestCount = 0;
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, Math.min(max, bestDistance));
      if (distance > max) continue;
      const count = vocabulary.counts.get(candidate) ?? 0;
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
  }
  return best;
}

/** Whether a reader typing `word` may still be on the way to a vocabulary word ("crescen"). */
export function isPrefixOfKnownWord(word: string, vocabulary: Vocabulary): boolean {
  if (word.length < 3) return true;
  for (const [length, words] of vocabulary.byLength) {
    if (length <= word.length) continue;
    if (words.some((candidate) => candidate.startsWith(word))) return true;
  }
  return false;
}

/** Normalises a name for comparison: lower case, no call parentheses, quotes or leading dashes kept apart. */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`'"“”‘’]/g, '')
    .replace(/\(\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a heading, anchor id or defining code matches a name from the query: 2 when it is the name
 * (or the name followed by arguments, `deepteam run CONFIG_FILE`), 1 when the name is one of its
 * words or the last part of its dotted path, 0 otherwise.
 */
export function nameMatch(text: string, name: string): 0 | 1 | 2 {
  const candidate = normaliseName(text);
  const wanted = normaliseName(name);
  if (!candidate || !wanted) return 0;
  if (candidate === wanted) return 2;
  if ([' ', '=', '[', '('].some((next) => candidate.startsWith(`${wanted}${next}`))) return 2;
  if (candidate.endsWith(`.${wanted}`)) return 2;
  return ` ${candidate.replace(/[,=()[\]]+/g, ' ')} `.includes(` ${wanted} `) ? 1 : 0;
}

/**
 * Words of general software-docs vocabulary that readers use for one another. A query word also
 * searches the others of its group, counted at SYNONYM_WEIGHT of its own matches. General English,
 * not this site's names: the site's own words for its pages are its search phrases. "run" and
 * "execute" are kept apart: here code execution is a vulnerability, and a run is a red-teaming run.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['choose', 'pick', 'select'],
  ['stop', 'block', 'prevent', 'disable'],
  ['detect', 'catch', 'find', 'spot', 'flag'],
  ['remove', 'delete'],
  ['create', 'make', 'build'],
  ['change', 'modify', 'edit'],
  ['upgrade', 'migrate', 'migrating', 'migration'],
  ['error', 'failure', 'exception'],
  ['cost', 'price', 'spend', 'expense'],
  ['fast', 'speed', 'quick', 'performance', 'latency'],
  ['limit', 'cap', 'throttle', 'restrict'],
  ['private', 'privacy', 'local', 'offline'],
  ['install', 'setup'],
  ['config', 'configuration', 'settings', 'options'],
  ['result', 'results', 'report', 'outcome'],
  ['show', 'display', 'print'],
  ['hide', 'disguise', 'conceal', 'obfuscate'],
  ['trick', 'fool', 'deceive', 'manipulate'],
  ['leak', 'expose', 'reveal', 'disclose'],
  ['chatbot', 'bot', 'assistant'],
  ['check', 'test', 'scan', 'evaluate'],
  ['reply', 'response', 'answer'],
  ['rule', 'policy', 'guideline'],
  ['escalate', 'escalates', 'escalating', 'ramp'],
  ['start', 'begin', 'first'],
  ['example', 'sample'],
  ['docs', 'documentation', 'guide'],
];

/** How much a match on a synonym counts, against a match on the word itself. */
export const SYNONYM_WEIGHT = 0.6;

const SYNONYMS = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) SYNONYMS.set(word, group.filter((other) => other !== word));

/** The other words of a word's synonym group (none for names, numbers and unknown words). */
export function synonymsOf(token: QueryToken): readonly string[] {
  if (token.kind !== 'word') return [];
  return SYNONYMS.get(token.search) ?? [];
}
