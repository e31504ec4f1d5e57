// Blog posts against their data files and the blog's rules: every percentage, point difference and ratio
// in a post's text must be a number of its data file (the one its charts draw), every chart must be
// sound and lay out without overlapping labels, and every post keeps the blog's shape.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {expect, test} from '@playwright/test';
import {ROOT, manifest} from '../support/site';
import {loadPages, type Page} from '../support/content';
import {LAYOUT_WIDTHS, layoutBars, layoutLines, layoutProblems} from '../../src/components/ChartFigure/geometry';
import {barInput, groupedInput, lineInput, specProblems} from '../../src/components/ChartFigure/model';
import type {ChartSpec} from '../../src/components/ChartFigure/types';

const posts = loadPages().filter((page) => page.file.startsWith('blog/'));
const NEW_POSTS = [
  'shakespeare-claude-jailbreak-deepteam',
  'claude-sonnet-4-defense-analysis-deepteam-v2',
  'ai-safety-paradox-deepteam',
  'multi-turn-jailbreaking-analysis-deepteam',
];

/** Every number anywhere in a data module's exports (values, derived figures, chart values). */
function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => numbersIn(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => numbersIn(item, out));
  return out;
}

function isChartSpec(value: unknown): value is ChartSpec {
  const kind = (value as {kind?: unknown} | null)?.kind;
  return kind === 'bar' || kind === 'grouped-bar' || kind === 'line';
}

/** The reader-facing text of a post: its description and body without imports, JSX and code. */
function proseOf(page: Page): string {
  const body = page.body
    .replace(/^([ \t]*)```[\s\S]*?^\1```[ \t]*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/^<[A-Z]\w*[^>]*\/>$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  return `${page.frontMatter.description ?? ''}\n${body}`;
}

const FIGURE = /(?<![\w.])(\d+(?:\.\d+)?)(?:\s?(%|×)|[\s-](?:percentage\s)?(?:points?|pp)\b)/g;

/** Figures in the text that no number of the data rounds to (at the precision the text writes). */
function figureProblems(prose: string, numbers: readonly number[]): {checked: number; problems: string[]} {
  const problems: string[] = [];
  let checked = 0;
  for (const match of prose.matchAll(FIGURE)) {
    checked += 1;
    const written = match[1]!;
    const decimals = written.includes('.') ? written.split('.')[1]!.length : 0;
    const value = Number(written);
    const found = numbers.some((n) => Math.abs(Number(n.toFixed(decimals)) - value) < 1e-9);
    if (!found) problems.push(`"${match[0].trim()}" is not a number of the post's data file`);
  }
  return {checked, problems};
}

/** Loads a post's data.ts through Playwright's TypeScript require hook. */
function loadData(file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as Record<string, unknown>;
}

function dataFileOf(page: Page): string | null {
  const dir = path.dirname(path.join(ROOT, page.file));
  const file = path.join(dir, 'data.ts');
  return path.basename(page.file) === 'index.mdx' && fs.existsSync(file) ? file : null;
}

test('every manifest post exists, and every post with charts keeps its data next to it', () => {
  const slugs = posts.map((page) => page.frontMatter.slug);
  for (const post of manifest.blog.posts) expect(slugs, post.slug).toContain(post.slug);
  for (const page of posts) {
    if (/<(BarChart|GroupedBarChart|LineChart)\b/.test(page.body)) {
      expect(dataFileOf(page), `${page.file} draws charts but has no data.ts beside it`).not.toBeNull();
    }
  }
});

for (const page of posts) {
  const dataFile = dataFileOf(page);
  if (!dataFile) continue;

  test.describe(page.frontMatter.slug ?? page.file, () => {
    test('every figure in the text is a number of the data file the charts draw', () => {
      const data = loadData(dataFile);
      const {checked, problems} = figureProblems(proseOf(page), numbersIn(data));
      expect(problems).toEqual([]);
      expect(checked, 'figures found in the text').toBeGreaterThanOrEqual(8);
    });

    test('every chart it draws is exported by its data file, and every exported chart is drawn', () => {
      const data = loadData(dataFile);
      const used = [...page.body.matchAll(/<(?:BarChart|GroupedBarChart|LineChart) chart=\{(\w+)\} \/>/g)].map((m) => m[1]!);
      const exported = Object.entries(data).filter(([, value]) => isChartSpec(value)).map(([name]) => name);
      expect(used.length).toBeGreaterThan(0);
      expect(new Set(used)).toEqual(new Set(exported));
      const component = {bar: 'BarChart', 'grouped-bar': 'GroupedBarChart', line: 'LineChart'} as const;
      for (const name of used) {
        const spec = data[name] as ChartSpec;
        expect(page.body, `${name} is drawn by the component for its kind`).toContain(`<${component[spec.kind]} chart={${name}} />`);
      }
    });

    test('its charts are sound and no label overlaps another at either width', () => {
      const data = loadData(dataFile);
      const specs = Object.values(data).filter(isChartSpec);
      expect(new Set(specs.map((s) => s.id)).size, 'chart ids are unique').toBe(specs.length);
      for (const spec of specs) {
        expect(specProblems(spec), spec.id).toEqual([]);
        for (const width of Object.values(LAYOUT_WIDTHS)) {
          const layout =
            spec.kind === 'line'
              ? layoutLines(lineInput(spec), width)
              : layoutBars(spec.kind === 'bar' ? barInput(spec) : groupedInput(spec), width);
          expect(layoutProblems(layout), `${spec.id} at ${width}`).toEqual([]);
        }
      }
    });
  });
}

test('every post credits its original at the top, has a truncate marker and uses known tags and authors', () => {
  const authors = Object.keys(yaml.load(fs.readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8')) as object);
  const tags = Object.keys(yaml.load(fs.readFileSync(path.join(ROOT, 'blog/tags.yml'), 'utf8')) as object);
  for (const page of posts) {
    const where = page.file;
    const slug = page.frontMatter.slug!;
    const firstHeading = page.body.search(/^## /m);
    const sourceNote = page.body.search(/^:::info\[Source\]/m);
    expect(sourceNote, `${where}: source note`).toBeGreaterThan(-1);
    expect(sourceNote, `${where}: source note before the first heading`).toBeLessThan(firstHeading);
    expect(page.body, `${where}: links its original`).toContain(`(https://www.trydeepteam.com/blog/${slug})`);
    expect(page.body, `${where}: truncate marker`).toContain('{/* truncate */}');
    expect(page.body.indexOf('{/* truncate */}'), `${where}: truncate before the first heading`).toBeLessThan(firstHeading);
    for (const author of (page.frontMatter.authors ?? '').split(', ')) expect(authors, where).toContain(author);
    const postTags = (page.frontMatter.tags ?? '').split(', ').filter(Boolean);
    expect(postTags.length, `${where}: tags`).toBeGreaterThan(0);
    for (const tag of postTags) expect(tags, where).toContain(tag);
    if (/\bderived\b/i.test(page.body)) expect(page.body, `${where}: derived figures are marked in bold`).toContain('**derived**');
  }
});

test('each new post ends with "Run it yourself", whose code targets DeepTeam 0.2.8', () => {
  for (const slug of NEW_POSTS) {
    const page = posts.find((p) => p.frontMatter.slug === slug);
    expect(page, slug).toBeDefined();
    const headings = [...page!.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(headings.at(-1), slug).toBe('Run it yourself');
    const lastSection = page!.body.slice(page!.body.lastIndexOf('## Run it yourself'));
    expect(lastSection, slug).toMatch(/```python title="[\w-]+\.py"/);
    expect(lastSection, `${slug}: says what cannot be reproduced`).toMatch(/cannot|can't|no way|not possible|does not exist|no such/i);
  }
});

test.describe('the figure check catches planted errors', () => {
  test('a figure that is not in the data, at any precision', () => {
    const numbers = [17.2, 18.6, 93.2, 2.46, 9.6];
    expect(figureProblems('Roleplay reached 17.2% and 18.6%.', numbers)).toEqual({checked: 2, problems: []});
    expect(figureProblems('Sonnet defended 93% of attacks, a 9.6-point gap', numbers).problems).toEqual([]);
    expect(figureProblems('Crescendo was 2.46× as effective', numbers).problems).toEqual([]);
    expect(figureProblems('Roleplay reached 17.3%.', numbers).problems).toEqual(['"17.3%" is not a number of the post\'s data file']);
    expect(figureProblems('a gap of 12 points', numbers).problems).toHaveLength(1);
    expect(figureProblems('a gap of 12 percentage points', numbers).problems).toHaveLength(1);
  });

  test('imports, chart tags and code are not prose', () => {
    const page = {
      file: 'blog/x/index.mdx',
      frontMatter: {description: 'It rose 99.9%.'},
      version: '0.2.8' as const,
      section: 'blog' as const,
      body: "import {a} from './data';\n\n<BarChart chart={a} />\n\n```python\nrate = 55.5%\n```\n\nSee `12%` and 18.6%.\n",
    };
    expect(figureProblems(proseOf(page), [18.6]).problems).toEqual(['"99.9%" is not a number of the post\'s data file']);
  });
});
