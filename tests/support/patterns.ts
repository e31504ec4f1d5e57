// Checks for the four patterns the second source audit found across pages (../shared/audits/2026-11-27-*):
// samples that cannot run as files, install lines that float on deepeval, deepeval versions typed by
// hand, and stories (the Confident AI upload, telemetry) told differently on different pages. Each
// returns problems, so tests can prove it catches a planted error.
import {spawnSync} from 'node:child_process';
import {codeBlocks, type CodeBlock, type Page} from './content';
import {DEEPEVAL_DECLARED, DEEPEVAL_PINS} from '../../src/data/deepeval';
import {STORY_HOMES} from '../../src/data/privacy';
import {PACKAGE_PINS} from '../../src/data/packages';
import {VERSIONS} from '../../src/data/versions';

const titleOf = (block: CodeBlock): string | null => /title="([^"]+)"/.exec(block.meta)?.[1] ?? null;

/** A block titled as a Python file: its title's first word ends in `.py`. */
export function isPythonFile(block: CodeBlock): boolean {
  const title = titleOf(block);
  return block.lang === 'python' && !!title && /\.py$/.test(title.split(/\s+/)[0]!);
}

/** A block that says it is a notebook cell or the `python -m asyncio` REPL (where top-level await works). */
export function isInteractive(block: CodeBlock): boolean {
  return /notebook|python -m asyncio/i.test(titleOf(block) ?? '');
}

// For each snippet: does it compile as a module (no top-level await), does it compile at all with
// top-level await allowed, and which names does it read that nothing in it binds and Python does not
// provide? Runs in one python3 process for every snippet.
const RUNNABILITY = String.raw`
import ast, builtins, json, sys

def bound_names(tree):
    names = set(dir(builtins)) | {"__file__", "__name__"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif isinstance(node, ast.alias):
            pass
        elif hasattr(ast, "MatchAs") and isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            names.add(node.name)
    return names

out = []
for item in json.load(sys.stdin):
    result = {"module": None, "anyway": None, "undefined": []}
    try:
        compile(item["code"], item["name"], "exec", dont_inherit=True)
    except SyntaxError as error:
        result["module"] = f"line {error.lineno}: {error.msg}"
    try:
        compile(item["code"], item["name"], "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
        tree = ast.parse(item["code"])
        bound = bound_names(tree)
        seen = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound and node.id not in seen:
                seen.add(node.id)
                result["undefined"].append(f"line {node.lineno}: {node.id} is never defined or imported")
    except SyntaxError as error:
        result["anyway"] = f"line {error.lineno}: {error.msg}"
    out.append(result)
print(json.dumps(out))
`;

type Runnability = {module: string | null; anyway: string | null; undefined: string[]};

function runnability(snippets: {name: string; code: string}[]): Runnability[] {
  if (snippets.length === 0) return [];
  const result = spawnSync('python3', ['-c', RUNNABILITY], {input: JSON.stringify(snippets), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`python3 could not run the runnability check: ${result.stderr || result.error?.message}`);
  return JSON.parse(result.stdout) as Runnability[];
}

/**
 * Problems with Python blocks that a reader cannot run as they are: a block titled `name.py` must compile
 * as a module (no top-level `await`) and read no name it never defines or imports; any other block that
 * needs top-level `await` must say in its title that it is a notebook cell or the asyncio REPL.
 */
export function runnableSampleProblems(pages: readonly Page[]): string[] {
  const blocks = pages.flatMap((page) =>
    codeBlocks(page)
      .filter((block) => block.lang === 'python')
      .map((block) => ({page, block, name: `${page.file}:${block.line}${titleOf(block) ? ` (${titleOf(block)})` : ''}`})),
  );
  const results = runnability(blocks.map(({block, name}) => ({name, code: block.code})));
  return blocks.flatMap(({block, name}, i) => {
    const r = results[i]!;
    if (r.anyway) return [`${name}: does not compile: ${r.anyway}`];
    if (isPythonFile(block)) {
      const problems = r.module ? [`${name}: python ${titleOf(block)!.split(/\s+/)[0]} fails: ${r.module} (wrap async code in asyncio.run(main()))`] : [];
      return [...problems, ...r.undefined.map((u) => `${name}: ${u}`)];
    }
    if (r.module && /await/.test(r.module) && !isInteractive(block)) {
      return [`${name}: uses top-level await but its title does not say it is a notebook cell or the python -m asyncio REPL`];
    }
    return [];
  });
}

/** Every deepeval release an install line may name (src/data/deepeval.ts). */
const PINNED: ReadonlySet<string> = new Set(Object.values(DEEPEVAL_PINS).map((pin) => pin.version));

/** A pip line that installs deepteam: `pip install deepteam`, `pip install "deepteam[codex]==1.0.7"`, ... */
const PIP_DEEPTEAM = /\bpip3?\s+install\b[^\n`]*?["']?\bdeepteam\b(?![-\w])/;

/**
 * Install lines of a release that floats on deepeval (1.0.7 accepts any deepeval from 3.6.2, and
 * `import deepteam` fails from 4.1.7) must name a pinned deepeval and the release itself: in code blocks
 * (shell lines, workflow steps, requirements files) and in inline code.
 */
export function installLineProblems(page: Page): string[] {
  const info = VERSIONS[page.version];
  if (info.deepevalPinned !== null) return [];
  const problems: string[] = [];
  const checkLine = (line: string, where: string) => {
    if (!PIP_DEEPTEAM.test(line) || /\s-r\s/.test(line)) return;
    const deepteam = /deepteam(?:\[[^\]]*\])?==([\w.]+)/.exec(line)?.[1];
    const deepeval = /deepeval==([\w.]+)/.exec(line)?.[1];
    if (deepteam !== info.release) problems.push(`${where}: installs deepteam without ==${info.release}: ${line.trim()}`);
    if (!deepeval || !PINNED.has(deepeval)) problems.push(`${where}: names no pinned deepeval (${[...PINNED].join(' or ')}): ${line.trim()}`);
  };
  for (const block of codeBlocks(page)) {
    const lines = block.code.split('\n');
    lines.forEach((line, i) => checkLine(line, `${page.file}:${block.line + 1 + i}`));
    const title = titleOf(block) ?? '';
    const requirements = /requirements[\w.-]*\.txt$/.test(title) || (block.lang === 'text' && lines.some((l) => /^deepteam\b/.test(l.trim())));
    if (requirements && lines.some((l) => /^deepteam\b/.test(l.trim()))) {
      const deepteam = lines.map((l) => /^deepteam(?:\[[^\]]*\])?==([\w.]+)\s*$/.exec(l.trim())?.[1]).find(Boolean);
      const deepeval = lines.map((l) => /^deepeval==([\w.]+)\s*$/.exec(l.trim())?.[1]).find(Boolean);
      if (deepteam !== info.release) problems.push(`${page.file}:${block.line}: requirements list deepteam without ==${info.release}`);
      if (!deepeval || !PINNED.has(deepeval)) problems.push(`${page.file}:${block.line}: requirements name no pinned deepeval`);
    }
  }
  const prose = page.body.replace(/^([ \t]*)```[\s\S]*?^\1```[ \t]*$/gm, '');
  prose.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(/`([^`\n]+)`/g)) checkLine(match[1]!, `${page.file}: line ${i + 1}`);
  });
  return problems;
}

/** Prose of a page: code blocks removed (inline code kept). */
function proseLines(page: Page): {text: string; line: number}[] {
  const lines: {text: string; line: number}[] = [];
  let fence: string | null = null;
  page.body.split('\n').forEach((text, i) => {
    const open = /^\s*(`{3,})/.exec(text);
    if (open && (fence === null || open[1]!.startsWith(fence))) {
      fence = fence === null ? open[1]! : null;
      return;
    }
    if (fence === null) lines.push({text, line: i + 1});
  });
  return lines;
}

/**
 * deepeval versions typed into prose. They come from src/data/deepeval.ts through <DeepevalRange />,
 * <DeepevalPin /> or <InstallCommand />, so every page states the same range for the same behaviour.
 */
export function typedDeepevalVersionProblems(page: Page): string[] {
  if (VERSIONS[page.version].deepevalPinned !== null) return [];
  // "deepeval 3.6.2", "deepeval** (3.6.x", "deepeval from 3.7", "deepeval releases 3.6 to …"; the
  // declared requirement `deepeval>=3.6.2` is a DeepTeam fact and may be quoted.
  const typed = /\bdeepeval\b(?:[`*"'’():,]|\s|>=|==|<=|<|>|\b(?:from|is|releases?|versions?|v)\b)*v?(\d+\.\d+(?:\.(?:\d+|x))?)\b/gi;
  return proseLines(page).flatMap(({text, line}) =>
    [...text.replaceAll(`deepeval${DEEPEVAL_DECLARED}`, 'deepeval').matchAll(typed)].map((m) => `${page.file}: line ${line}: "${m[0]}" types a deepeval version; use <DeepevalRange fact="…" /> or <DeepevalPin />`),
  );
}

/** What makes a page tell part of a story, and what counts as telling it in full or pointing to it. */
const STORIES = [
  {
    name: 'the Confident AI upload',
    mentions: /CONFIDENT_API_KEY|deepeval login|`API_KEY`|\.env\.local|_upload_to_confident/,
    story: /<PrivacyStory story="(upload|keepLocal)"/,
    homes: [STORY_HOMES.upload, STORY_HOMES.keepLocal],
  },
  {
    name: 'telemetry',
    mentions: /DEEPTEAM_TELEMETRY_OPT_OUT|DEEPEVAL_TELEMETRY_OPT_OUT|user\.public_ip|user\.unique_id|\btelemetry\b/i,
    story: /<PrivacyStory story="telemetry"/,
    homes: [STORY_HOMES.telemetry, '/docs/data-privacy'],
  },
] as const;

/**
 * A current page that tells part of a story (what turns on the upload, what telemetry sends) must either
 * render the shared story or link to the section that tells it in full.
 */
export function storyProblems(page: Page): string[] {
  if (VERSIONS[page.version].deepevalPinned !== null) return [];
  const prose = proseLines(page).map((l) => l.text).join('\n');
  const route = `/${page.section}/${page.frontMatter.id ?? ''}`;
  return STORIES.flatMap((story) => {
    if (!story.mentions.test(prose)) return [];
    // The page that tells a story in full is checked by storyHomeProblems.
    if (story.homes.some((home) => home.split('#')[0] === route)) return [];
    if (story.story.test(prose)) return [];
    const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    const linksHome = links.some((link) => story.homes.some((home) => link === home || link.startsWith(`${home.split('#')[0]}#`) || link === home.split('#')[0]));
    return linksHome ? [] : [`${page.file}: tells part of ${story.name} without <PrivacyStory> or a link to ${story.homes[0]}`];
  });
}

/** The page a story's links point to must render it from the data (not a hand-written copy). */
export function storyHomeProblems(pages: readonly Page[]): string[] {
  const homes: [string, RegExp][] = [
    [STORY_HOMES.upload, /<PrivacyStory story="upload"/],
    [STORY_HOMES.keepLocal, /<PrivacyStory story="keepLocal"/],
    [STORY_HOMES.telemetry, /<PrivacyStory story="telemetry"/],
  ];
  return homes.flatMap(([home, story]) => {
    const [route, anchor] = home.split('#');
    const page = pages.find((p) => `/${p.section}/${p.frontMatter.id ?? ''}` === route && VERSIONS[p.version].deepevalPinned === null);
    if (!page) return [`${home}: no such page`];
    const problems: string[] = [];
    if (!story.test(page.body)) problems.push(`${page.file}: does not render ${story.source.replace(/\\/g, '')}`);
    const headings = [...page.body.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-'));
    if (anchor && !headings.includes(anchor)) problems.push(`${page.file}: has no heading for #${anchor}`);
    return problems;
  });
}

/**
 * A package of src/data/packages.ts named with a version on a current page (`openai==2.8.1` in an install
 * line or a `packages` prop, "checked against `openai` 2.8.1" in prose) must name the version there.
 */
export function packagePinProblems(page: Page): string[] {
  if (VERSIONS[page.version].deepevalPinned !== null) return [];
  const names = Object.keys(PACKAGE_PINS).sort((a, b) => b.length - a.length).map((n) => n.replace(/[-.]/g, '\\$&')).join('|');
  // Package names as pip writes them (lower case): "Ollama 0.32.15" is the server, not the ollama client.
  const pinned = new RegExp(`(?<![\\w-])(${names})\\s*==\\s*([0-9]+\\.[0-9]+(?:\\.[0-9]+)?)\\b`, 'g');
  const prose = new RegExp(`(?<![\\w-])(${names})\\\`?\\s+v?([0-9]+\\.[0-9]+\\.[0-9]+)\\b`, 'g');
  const problems: string[] = [];
  page.body.split('\n').forEach((line, i) => {
    for (const re of [pinned, prose]) {
      for (const m of line.matchAll(re)) {
        const name = m[1]!.toLowerCase() as keyof typeof PACKAGE_PINS;
        if (PACKAGE_PINS[name] !== m[2]) problems.push(`${page.file}: line ${i + 1}: ${m[0]} (the guides are checked against ${name} ${PACKAGE_PINS[name]}, src/data/packages.ts)`);
      }
    }
  });
  return problems;
}
