/**
 * The code samples of the site's pages, read the way the content checks read them (tests/support/content.ts
 * uses the same fence parser), and what each Python sample imports and calls from DeepTeam: the data
 * behind each API entry's "Used on" list. Python is read by a small scanner (strings and comments blanked,
 * then import lines, assignments and calls matched); tests/unit/api-reference.test.ts checks it against
 * Python's own parser over every sample of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../data/versions';

/** Every Markdown and MDX file under a folder, or none when it does not exist. */
export function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export type CodeBlock = {lang: string; meta: string; code: string; line: number};

/** The fenced code blocks of a Markdown/MDX body (indented fences are dedented). */
export function codeBlocksOf(body: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const re = /^([ \t]*)```(\w*)([^\n]*)\n([\s\S]*?)^\1```[ \t]*$/gm;
  for (const match of body.matchAll(re)) {
    const line = body.slice(0, match.index).split('\n').length;
    const indent = match[1]!;
    const code = match[4]!
      .split('\n')
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    blocks.push({lang: match[2]!, meta: match[3]!.trim(), code, line});
  }
  return blocks;
}

/**
 * The release a fence names with `version="…"` (the migration guide's 0.2.8 samples on a 1.0 page):
 * its key, null when the fence names none; throws on a release the site does not document.
 */
export function fenceRelease(meta: string): ToolkitVersion | null {
  const named = /(?:^|\s)version="([^"]+)"/.exec(meta)?.[1];
  if (!named) return null;
  const found = TOOLKIT_VERSIONS.find((version) => version === named || VERSIONS[version].release === named);
  if (!found) throw new Error(`unknown version "${named}" in a code fence`);
  return found;
}

/** Python source with string literals and comments replaced by spaces (quotes and line breaks kept). */
export function blankStringsAndComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  let out = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '#') {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
      continue;
    }
    const startsWord = i === 0 || !/\w/.test(source[i - 1]!);
    const prefix = startsWord ? /^[rRbBuUfF]{0,2}(?=["'])/.exec(source.slice(i, i + 3))?.[0] : undefined;
    if (prefix === undefined) {
      out += char;
      i += 1;
      continue;
    }
    const open = i + prefix.length;
    const quoteChar = source[open]!;
    const quote = source.startsWith(quoteChar.repeat(3), open) ? quoteChar.repeat(3) : quoteChar;
    const raw = /[rR]/.test(prefix);
    let j = open + quote.length;
    let close = -1;
    while (j < source.length) {
      if (!raw && source[j] === '\\') {
        j += 2;
        continue;
      }
      if (source.startsWith(quote, j)) {
        close = j;
        break;
      }
      if (quote.length === 1 && source[j] === '\n') break;
      j += 1;
    }
    const bodyEnd = close < 0 ? Math.min(j, source.length) : close;
    out += source.slice(i, open + quote.length) + blank(source.slice(open + quote.length, bodyEnd)) + (close < 0 ? '' : quote);
    i = close < 0 ? bodyEnd : close + quote.length;
  }
  return out;
}

export type PythonFacts = {
  imports: {module: string; name: string; alias: string}[];
  /** Module imports (`import deepteam.frameworks as fw`): alias -> module. */
  modules: {module: string; alias: string}[];
  /** Calls of a name or of a dotted name: `red_team(...)`, `teamer.red_team(...)`, `fw.NIST(...)`. */
  calls: {callee: string; line: number}[];
  /** `name = callee(...)` (also `name: T = await callee(...)`). */
  assignments: {name: string; callee: string; line: number}[];
};

const KEYWORDS = new Set(['and', 'assert', 'await', 'elif', 'for', 'from', 'if', 'import', 'in', 'is', 'lambda', 'not', 'or', 'return', 'while', 'with', 'yield']);

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Imports, calls and call assignments of a Python sample. */
export function scanPython(source: string): PythonFacts {
  const code = blankStringsAndComments(source);
  const facts: PythonFacts = {imports: [], modules: [], calls: [], assignments: []};
  for (const match of code.matchAll(/^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*)/gm)) {
    for (const part of match[2]!.replace(/[()\\]/g, ' ').split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name && /^\w+$/.test(name)) facts.imports.push({module: match[1]!, name, alias: alias?.trim() || name});
    }
  }
  for (const match of code.matchAll(/^[ \t]*import[ \t]+([^\n]+)/gm)) {
    for (const part of match[1]!.split(',')) {
      const [module, alias] = part.trim().split(/\s+as\s+/);
      if (module && /^[\w.]+$/.test(module)) facts.modules.push({module, alias: alias?.trim() || module});
    }
  }
  for (const match of code.matchAll(/^[ \t]*([A-Za-z_]\w*)[ \t]*(?::[^=\n]+)?=[ \t]*(?:await[ \t]+)?([A-Za-z_][\w.]*)[ \t]*\(/gm)) {
    facts.assignments.push({name: match[1]!, callee: match[2]!, line: lineAt(code, match.index)});
  }
  for (const match of code.matchAll(/(?<![\w.])([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)[ \t]*\(/g)) {
    const before = code.slice(Math.max(0, match.index - 10), match.index);
    if (/\b(def|class)[ \t]+$/.test(before) || KEYWORDS.has(match[1]!)) continue;
    facts.calls.push({callee: match[1]!, line: lineAt(code, match.index)});
  }
  return facts;
}

/** Lines of a shell sample that run a `deepteam` command: the command word (`run`, `scan`) or a flag. */
export function shellCommands(source: string): string[] {
  const found: string[] = [];
  for (const line of source.split('\n')) {
    for (const match of line.matchAll(/(?:^|[;&|(]|\$)[ \t]*deepteam[ \t]+(-{1,2}[\w-]+|[a-z][\w-]*)/g)) found.push(match[1]!);
  }
  return found;
}

/** What the usage scan needs to know about a release's names. */
export type UsageIndex = {
  /** `module:name` -> entry id, for every module that binds the name. */
  readonly byImport: ReadonlyMap<string, string>;
  /** Entry ids of the methods of each class entry, by method name. */
  readonly methods: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The class entry a callable returns, when its return type is one. */
  readonly returns: ReadonlyMap<string, string>;
  /** CLI command word (or global flag) -> entry id. */
  readonly commands: ReadonlyMap<string, string>;
};

/**
 * The entry ids a page's samples use, in order of appearance. The page's blocks are read as one
 * program: a later block may call what an earlier one imported or built.
 */
export function usedIds(blocks: readonly CodeBlock[], index: UsageIndex): string[] {
  const used: string[] = [];
  const add = (id: string | undefined) => {
    if (id && !used.includes(id)) used.push(id);
  };
  const names = new Map<string, string>(); // local name -> entry id (imports)
  const modules = new Map<string, string>(); // local name -> module
  const instances = new Map<string, string>(); // variable -> class entry id
  /** The entry a dotted callee names: `Bias`, `fw.NIST`, `deepteam.red_team`, `teamer.red_team`. */
  const resolve = (callee: string): string | undefined => {
    const parts = callee.split('.');
    if (parts.length === 1) return names.get(callee);
    const head = parts.slice(0, -1).join('.');
    const last = parts.at(-1)!;
    if (instances.has(head)) return index.methods.get(instances.get(head)!)?.get(last);
    const classId = names.get(head);
    if (classId && index.methods.has(classId)) return index.methods.get(classId)!.get(last);
    const module = modules.get(head) ?? (modules.has(parts[0]!) ? [modules.get(parts[0]!)!, ...parts.slice(1, -1)].join('.') : null);
    return module ? index.byImport.get(`${module}:${last}`) : undefined;
  };
  for (const block of blocks) {
    if (block.lang === 'bash' || block.lang === 'shell' || block.lang === 'sh') {
      for (const word of shellCommands(block.code)) add(index.commands.get(word));
      continue;
    }
    if (block.lang !== 'python') continue;
    const facts = scanPython(block.code);
    for (const imported of facts.imports) {
      const id = index.byImport.get(`${imported.module}:${imported.name}`);
      if (!id) continue;
      names.set(imported.alias, id);
      add(id);
    }
    for (const {module, alias} of facts.modules) if (module.split('.')[0] === 'deepteam') modules.set(alias, module);
    // Calls and assignments in order of lines, so that `x = RedTeamer()` comes before `x.red_team()`.
    const events = [
      ...facts.assignments.map((a) => ({line: a.line, assignment: a})),
      ...facts.calls.map((c) => ({line: c.line, call: c})),
    ].sort((a, b) => a.line - b.line || ('call' in a ? -1 : 1));
    for (const event of events) {
      if ('call' in event && event.call) add(resolve(event.call.callee));
      if ('assignment' in event && event.assignment) {
        const id = resolve(event.assignment.callee);
        const type = id ? (index.methods.has(id) ? id : index.returns.get(id)) : undefined;
        if (type) instances.set(event.assignment.name, type);
        else instances.delete(event.assignment.name);
      }
    }
  }
  return used;
}
