/**
 * Reads the signature strings of the facts sheets ("async a_assess(model_callback: CallbackType,
 * purpose: Optional[str] = None) -> Dict[BiasType, List[RTTestCase]]") into parameters, and splits
 * Python source text at its top-level commas, colons and equals signs (brackets and string literals
 * are skipped over, so `Literal["a, b"]` stays one piece).
 */

export type ParsedParam = {name: string; annotation: string | null; default: string | null; required: boolean};
export type ParsedSignature = {name: string; async: boolean; params: ParsedParam[]; returns: string | null};

/** Index of each top-level occurrence of `separator` in `text` (outside brackets and string literals). */
function topLevelIndexes(text: string, separator: string): number[] {
  const found: number[] = [];
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      // `==`, `<=`, `>=` and `!=` are comparisons, not a default's `=`.
      if (separator === '=' && (text[i + 1] === '=' || '<>!='.includes(text[i - 1] ?? ''))) continue;
      found.push(i);
    }
  }
  return found;
}

/** Splits at the top-level separators. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const index of topLevelIndexes(text, separator)) {
    parts.push(text.slice(start, index));
    start = index + separator.length;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Splits once, at the first top-level separator; null when there is none. */
function splitOnce(text: string, separator: string): [string, string] | null {
  const [index] = topLevelIndexes(text, separator);
  return index === undefined ? null : [text.slice(0, index), text.slice(index + separator.length)];
}

export function parseParam(source: string): ParsedParam {
  const text = source.trim();
  const withDefault = splitOnce(text, '=');
  const head = (withDefault ? withDefault[0] : text).trim();
  const def = withDefault ? withDefault[1].trim() : null;
  const annotated = splitOnce(head, ':');
  const name = (annotated ? annotated[0] : head).trim();
  const annotation = annotated ? annotated[1].trim() : null;
  // *args, **kwargs and the bare `*` are never required.
  const variadic = name.startsWith('*');
  return {name, annotation, default: def, required: def === null && !variadic};
}

/** Parses `[async ]name(params)[ -> returns]`; throws on text that is not a signature. */
export function parseSignature(source: string): ParsedSignature {
  const text = source.trim();
  const match = /^(async\s+)?([A-Za-z_][\w.]*)\s*\(/.exec(text);
  if (!match) throw new Error(`not a signature: ${source}`);
  const open = match[0].length - 1;
  let depth = 0;
  let quote: string | null = null;
  let close = -1;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
  }
  if (close < 0) throw new Error(`unbalanced signature: ${source}`);
  const inner = text.slice(open + 1, close).trim();
  const rest = text.slice(close + 1).trim();
  const returns = rest.startsWith('->') ? rest.slice(2).trim() : null;
  if (rest && returns === null) throw new Error(`unexpected text after the parameters: ${source}`);
  const params = inner
    ? splitTopLevel(inner, ',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(parseParam)
    : [];
  return {name: match[2]!, async: Boolean(match[1]), params: params.filter((p) => p.name !== 'self'), returns};
}
