// Checks over the site's Markdown pages, shared by tests/content/*.test.ts. Each check returns a list
// of problems (empty when the page is fine) so tests can prove it catches a planted error.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import yaml from 'js-yaml';
import {ROOT} from './site';
import remarkComponentImports, {PAGE_COMPONENTS} from '../../src/plugins/remark-component-imports';
import {BLOG_VERSION, NEWEST_VERSION, TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../src/data/versions';
import {DEEPEVAL_PINS, DEFAULT_PIN, type DeepevalPin} from '../../src/data/deepeval';
import {codeBlocksOf, fenceRelease, markdownFiles, type CodeBlock} from '../../src/plugins/api-reference/samples';

export type Section = 'docs' | 'guides' | 'blog';

export type Page = {
  /** Path from the site root, e.g. `docs/x.mdx` or `versioned_docs/version-0.2.8/x.mdx`. */
  file: string;
  frontMatter: Record<string, string>;
  body: string;
  yamlError?: string;
  /** The toolkit release the page documents (the blog's code targets BLOG_VERSION). */
  version: ToolkitVersion;
  section: Section;
};

/** Where each version's pages live; the blog is unversioned. */
export function contentDirs(): {dir: string; section: Section; version: ToolkitVersion}[] {
  return [
    ...TOOLKIT_VERSIONS.flatMap((version) => [
      {dir: VERSIONS[version].contentDirs.docs, section: 'docs' as const, version},
      {dir: VERSIONS[version].contentDirs.guides, section: 'guides' as const, version},
    ]),
    {dir: 'blog', section: 'blog' as const, version: BLOG_VERSION},
  ];
}

/** Parses a page's YAML front matter the way Docusaurus does; a YAML error is kept as a problem. */
export function parsePage(
  file: string,
  source: string,
  where: {version: ToolkitVersion; section: Section} = {version: BLOG_VERSION, section: file.startsWith('blog/') ? 'blog' : 'docs'},
): Page {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  const frontMatter: Record<string, string> = {};
  let yamlError: string | undefined;
  if (match) {
    try {
      const data = yaml.load(match[1]!) as Record<string, unknown> | null;
      for (const [key, value] of Object.entries(data ?? {})) {
        frontMatter[key] = Array.isArray(value) ? value.join(', ') : String(value instanceof Date ? value.toISOString().slice(0, 10) : value);
      }
    } catch (error) {
      yamlError = (error as Error).message.split('\n')[0];
    }
  }
  return {file, frontMatter, body: match ? source.slice(match[0].length) : source, yamlError, ...where};
}

/** Every page of every version, or only the pages that document one toolkit version. */
export function loadPages(version?: ToolkitVersion): Page[] {
  return contentDirs()
    .filter((entry) => !version || entry.version === version)
    .flatMap(({dir, section, version: v}) =>
      markdownFiles(path.join(ROOT, dir)).map((file) =>
        parsePage(path.relative(ROOT, file), fs.readFileSync(file, 'utf8'), {version: v, section}),
      ),
    );
}

export function frontMatterProblems(page: Page): string[] {
  if (page.yamlError) return [`front matter is not valid YAML: ${page.yamlError}`];
  const problems: string[] = [];
  const {title, description} = page.frontMatter;
  if (!title) problems.push('missing title');
  else if (title.length >= 60 && !page.file.startsWith('blog/')) problems.push(`title is ${title.length} characters (under 60)`);
  if (!description) problems.push('missing description');
  else if (description.length < 120 || description.length > 160) {
    problems.push(`description is ${description.length} characters (120-160)`);
  }
  if (!page.file.startsWith('blog/') && !page.frontMatter.sidebar_label) problems.push('missing sidebar_label');
  return problems;
}

const UNFINISHED = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text|work in progress)\b/i;

export function unfinishedProblems(page: Page): string[] {
  return page.body
    .split('\n')
    .map((line, index) => ({line, index}))
    .filter(({line}) => UNFINISHED.test(line))
    .map(({line, index}) => `line ${index + 1}: ${line.trim()}`);
}

export type {CodeBlock};

/**
 * The release a block's code is written for: its page's release, unless the fence says otherwise with
 * `version="…"` (the migration guide shows 0.2.8 code beside 1.0 code, each checked against its own sheet).
 */
export function blockVersion(page: Page, block: CodeBlock): ToolkitVersion {
  try {
    return fenceRelease(block.meta) ?? page.version;
  } catch (error) {
    throw new Error(`${page.file}:${block.line}: ${(error as Error).message}`);
  }
}

/**
 * The deepeval install pin a page's samples are written for (src/data/deepeval.ts): the recommended one,
 * unless the front matter says `deepeval_pin: newer`.
 */
export function deepevalPinOf(page: Page): DeepevalPin {
  const named = page.frontMatter.deepeval_pin;
  if (named === undefined) return DEFAULT_PIN;
  if (!(named in DEEPEVAL_PINS)) throw new Error(`${page.file}: unknown deepeval_pin "${named}"`);
  return named as DeepevalPin;
}

/** Pages with only the code blocks written for one release, wherever they appear. */
export function pagesWithCodeFor(version: ToolkitVersion): {page: Page; blocks: CodeBlock[]}[] {
  return loadPages()
    .map((page) => ({page, blocks: codeBlocks(page).filter((block) => blockVersion(page, block) === version)}))
    .filter((entry) => entry.blocks.length > 0);
}

/** The page's fenced code blocks (the same parser reads the samples for the API reference's "Used on"). */
export function codeBlocks(page: Page): CodeBlock[] {
  return codeBlocksOf(page.body);
}

/** A fence's title (`title="run_plan.py"`), or '' when it has none. */
export const blockTitle = (block: CodeBlock): string => /title="([^"]+)"/.exec(block.meta)?.[1] ?? '';

/**
 * A job guide of the newest release with its code blocks, and the code of the block with a title (a
 * missing title throws with the guide's id), for tests that run what a guide shows.
 */
export function guideCode(id: string): {page: Page | undefined; blocks: CodeBlock[]; block: (title: string) => string} {
  const page = loadPages(NEWEST_VERSION).find((p) => p.section === 'guides' && p.frontMatter.id === id);
  const blocks = page ? codeBlocks(page) : [];
  const block = (title: string): string => {
    const found = blocks.find((b) => blockTitle(b) === title);
    if (!found) throw new Error(`${id}: no block titled ${title}`);
    return found.code;
  };
  return {page, blocks, block};
}

const COMPILE_ALL = String.raw`
import ast, json, sys
problems = []
for item in json.load(sys.stdin):
    try:
        compile(item["code"], item["name"], "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    except SyntaxError as error:
        problems.append(f'{item["name"]}: line {error.lineno}: {error.msg}')
print(json.dumps(problems))
`;

/** Compiles Python snippets with python3 (top-level await allowed). Returns one line per failure. */
export function pythonProblems(snippets: {name: string; code: string}[]): string[] {
  const result = spawnSync('python3', ['-c', COMPILE_ALL], {input: JSON.stringify(snippets), encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(`python3 could not run the compile check: ${result.stderr || result.error?.message}`);
  }
  return JSON.parse(result.stdout) as string[];
}

/** The first line of the YAML parser's error for a block, or null when it parses. */
export function yamlProblem(code: string): string | null {
  try {
    yaml.loadAll(code);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'does not parse';
  }
}

/** Components pages may use without an import: the keys of our MDXComponents map plus the theme's. */
export function registeredComponents(): Set<string> {
  const source = fs.readFileSync(path.join(ROOT, 'src/theme/MDXComponents.tsx'), 'utf8');
  const object = /export default \{([\s\S]*?)\};/.exec(source)?.[1] ?? '';
  const ours = [...object.matchAll(/^\s*([A-Z]\w*)\s*[,:]/gm)].map((m) => m[1]!);
  // What @theme-original/MDXComponents already provides, and what remark-component-imports imports.
  return new Set([...ours, 'Details', 'Admonition', 'Mermaid', 'CodeBlock', ...Object.keys(PAGE_COMPONENTS)]);
}

/** JSX components a page uses (outside code blocks and inline code) that are neither registered nor imported. */
export function unknownComponentProblems(page: Page, registered: Set<string>): string[] {
  const prose = page.body.replace(/^([ \t]*)```[\s\S]*?^\1```[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const imported = new Set(
    [...prose.matchAll(/^import\s+(?:(\w+)|\{([^}]*)\})/gm)].flatMap((m) =>
      m[1] ? [m[1]] : m[2]!.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!),
    ),
  );
  const used = new Set([...prose.matchAll(/<([A-Z]\w*)[\s/>]/g)].map((m) => m[1]!));
  return [...used].filter((name) => !registered.has(name) && !imported.has(name)).map((name) => `<${name}> is neither registered (src/theme/MDXComponents.tsx, src/plugins/remark-component-imports) nor imported`);
}

/** Compiles a page's body as MDX (with remark-math, as the site does). Null when it compiles. */
export async function mdxProblem(page: Page): Promise<string | null> {
  const [{compile}, {default: remarkMath}] = await Promise.all([import('@mdx-js/mdx'), import('remark-math')]);
  try {
    await compile(page.body, {remarkPlugins: [remarkMath, remarkComponentImports]});
    return null;
  } catch (error) {
    const e = error as {message: string; line?: number};
    return `${e.line ? `line ${e.line}: ` : ''}${e.message.split('\n')[0]}`;
  }
}
