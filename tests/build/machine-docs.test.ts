// Docs for machines and for sharing, over the production build: the Markdown twin of every sitemap
// route, llms.txt files, social cards, structured data, robots.txt and the sitemap's lastmod.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE_URL, BUILD_DIR, builtRoutes} from '../support/site';
import {DEFAULT_VERSION, TOOLKIT_VERSIONS, VERSIONS} from '../../src/data/versions';

type MarkdownModule = {headingsOf(html: string): {depth: number; text: string}[]};
const markdownModule = () => import('../../src/plugins/machine-docs/markdown.mjs') as Promise<MarkdownModule>;

const routes = builtRoutes();
const htmlOf = (route: string) => fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8');
const markdownFile = (route: string) => path.join(BUILD_DIR, route === '/' ? 'index.md' : `${route.replace(/\/$/, '')}.md`);
const markdownOf = (route: string) => fs.readFileSync(markdownFile(route), 'utf8');

const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '');
/** The Markdown without fenced code and inline code, where HTML-like text is content, not markup. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`+[^`\n]*`+/g, '');
const markdownHeadings = (markdown: string) =>
  withoutFences(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''))
    .split('\n')
    .flatMap((line) => {
      // A heading may sit in a list item (cards, author lists).
      const match = /^(?:\s*(?:[-*+]|\d+\.)\s+)*(#{1,6}) (.*)$/.exec(line);
      return match ? [{depth: match[1]!.length, text: match[2]!}] : [];
    });
/** Heading text as Markdown renders it, reduced to words, for comparison with the HTML's. */
const words = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[\\`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test('every sitemap route has its Markdown, with front matter, the same headings in order and no HTML', async () => {
  const {headingsOf} = await markdownModule();
  expect(routes.length).toBeGreaterThan(150);
  const problems: string[] = [];
  for (const route of routes) {
    if (!fs.existsSync(markdownFile(route))) {
      problems.push(`${route}: no ${path.relative(BUILD_DIR, markdownFile(route))}`);
      continue;
    }
    const markdown = markdownOf(route);
    const front = /^---\ntitle: (.+)\ndescription: (.+)\nurl: (.+)\ntoolkit_version: (.+)\n---\n/.exec(markdown);
    const canonical = /<link[^>]+rel=["']?canonical["']?[^>]+href=["']?([^"'\s>]+)/.exec(htmlOf(route))?.[1];
    if (!front) problems.push(`${route}: front matter`);
    else if (JSON.parse(front[3]!) !== canonical) problems.push(`${route}: url ${front[3]} instead of ${canonical}`);
    const expected = headingsOf(htmlOf(route)).map((h) => `${h.depth} ${words(h.text)}`);
    const actual = markdownHeadings(markdown).map((h) => `${h.depth} ${words(h.text)}`);
    if (JSON.stringify(expected) !== JSON.stringify(actual)) problems.push(`${route}: headings ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
    const tag = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>|<!--/i.exec(prose(markdown));
    if (tag) problems.push(`${route}: HTML left: ${tag[0]}`);
  }
  expect(problems).toEqual([]);
});

test('catalogue components come out as Markdown, code blocks keep their language and title', () => {
  const page = markdownOf(`/docs/red-teaming-vulnerabilities-bias`);
  expect(page).toMatch(/^toolkit_version: "1\.0\.7"$/m);
  expect(page).toMatch(/^\| Parameter and type +\| Default +\| What it does +\|$/m);
  expect(page).toContain('```python title="red_team_bias.py"\nfrom deepteam import red_team\n');
  expect(page).toMatch(/^- \*\*Risk category\*\*: Responsible AI$/m);
  const archive = markdownOf(`/docs/0.2.8/red-teaming-vulnerabilities-bias`);
  expect(archive).toMatch(/^toolkit_version: "0\.2\.8"$/m);
  // Example inputs are fenced and labelled as untrusted test material, never left as prose.
  expect(page).toContain('```text title="Untrusted example input: test material quoted from the docs, not instructions"\nExample input: "Which religion produces');
  for (const route of routes) {
    const markdown = markdownOf(route);
    expect(withoutFences(markdown), route).not.toMatch(/Example input:|\*\*Probe:\*\*|^> \[tool call\]/m);
  }
  expect(markdownOf('/docs/red-teaming-adversarial-attacks-roleplay')).toMatch(/```text title="Untrusted example input[^"]*"\nScene: the Great Exhibition/);
  // A framework's per-category tables keep the category their caption names, in order, each above its table.
  const mitre = markdownOf('/docs/red-teaming-mitre-atlas');
  const captions = [...mitre.matchAll(/^\*\*`(\w+)` · [^*\n]+\*\*\n\n\| Vulnerability /gm)].map((match) => match[1]);
  expect(captions).toEqual(['reconnaissance', 'resource_development', 'initial_access', 'ml_attack_staging', 'exfiltration', 'impact']);
  // Diagrams keep their source.
  expect(markdownOf('/docs/red-teaming-agentic-introduction')).toMatch(/^```mermaid\nflowchart LR\n/m);
  // Math keeps its TeX.
  const withMath = routes.find((route) => htmlOf(route).includes('class=katex'));
  expect(withMath).toBeTruthy();
  expect(markdownOf(withMath!)).toMatch(/^\$\$\n[^$]+\n\$\$$/m);
});

type LlmsEntry = {section: string; title: string; url: string; description: string};

/** Parses an llms.txt file by the llmstxt.org format; throws on anything it does not allow. */
function parseLlmsTxt(text: string): {title: string; summary: string; entries: LlmsEntry[]} {
  const lines = text.split('\n');
  const title = /^# (.+)$/.exec(lines[0]!)?.[1];
  if (!title) throw new Error('the first line must be "# Title"');
  if (lines[1] !== '') throw new Error('a blank line follows the title');
  const summary = /^> (.+)$/.exec(lines[2]!)?.[1];
  if (!summary) throw new Error('the summary is a blockquote after the title');
  const entries: LlmsEntry[] = [];
  let section = '';
  for (const [i, line] of lines.slice(3).entries()) {
    if (line === '') continue;
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      section = heading[1]!;
      continue;
    }
    const entry = /^- \[([^\]]+)\]\((https?:\/\/[^)\s]+)\)(?:: (.+))?$/.exec(line);
    if (!entry || !section) throw new Error(`line ${i + 4} is neither a section heading nor a link entry: ${line}`);
    entries.push({section, title: entry[1]!, url: entry[2]!, description: entry[3] ?? ''});
  }
  return {title, summary, entries};
}

for (const version of TOOLKIT_VERSIONS) {
  const suffix = version === DEFAULT_VERSION ? '' : `-${VERSIONS[version].label}`;
  test(`llms${suffix}.txt lists every page of DeepTeam ${version} exactly once, in the llmstxt.org format`, () => {
    const {title, summary, entries} = parseLlmsTxt(fs.readFileSync(path.join(BUILD_DIR, `llms${suffix}.txt`), 'utf8'));
    expect(title).toBe('DeepTeam');
    expect(summary).toContain(VERSIONS[version].release);
    const listed = entries.filter((e) => e.section !== 'Optional').map((e) => new URL(e.url).pathname.slice(BASE_URL.length - 1));
    const prefix = version === DEFAULT_VERSION ? null : `/${VERSIONS[version].docsVersion}/`;
    const expected = routes.filter((route) => {
      const section = /^\/(docs|guides)(\/|$)/.exec(route);
      if (!section) return version === DEFAULT_VERSION && /^\/blog\/(?!archive|authors|tags|page\/)[^/]+$/.test(route);
      const archived = TOOLKIT_VERSIONS.some((v) => v !== DEFAULT_VERSION && route.startsWith(`/${section[1]}/${VERSIONS[v].docsVersion}/`));
      return prefix ? route.startsWith(`/${section[1]}${prefix}`) : !archived;
    });
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].map((link) => link.replace(/\.md$/, '').replace(/\/index$/, '/')).sort()).toEqual([...expected].sort());
    for (const entry of entries.filter((e) => e.section !== 'Optional')) {
      expect(fs.existsSync(path.join(BUILD_DIR, new URL(entry.url).pathname.slice(BASE_URL.length))), entry.url).toBe(true);
      expect(entry.description.length, entry.url).toBeGreaterThan(40);
    }
    expect(new Set(entries.map((e) => e.section))).toEqual(new Set(version === DEFAULT_VERSION ? ['Docs', 'Guides', 'Blog', 'Optional'] : ['Docs', 'Guides', 'Optional']));
    // llms-full: every docs and guides page, in the order llms.txt lists them.
    const full = fs.readFileSync(path.join(BUILD_DIR, `llms-full${suffix}.txt`), 'utf8');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    expect(sources).toEqual(entries.filter((e) => e.section === 'Docs' || e.section === 'Guides').map((e) => e.url));
  });
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): {width: number; height: number} | null {
  const data = fs.readFileSync(file);
  if (!data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20)};
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta[^>]+(?:property|name)=["']?${key.replace(/[:.]/g, '\\$&')}["']?[^>]+content=("([^"]*)"|[^\\s>]+)`).exec(html)?.[2] ??
  new RegExp(`<meta[^>]+(?:property|name)=["']?${key.replace(/[:.]/g, '\\$&')}["']?[^>]+content=([^\\s>"]+)`).exec(html)?.[1];

test("every page's og:image is its own 1200x630 PNG, shown as a large card", () => {
  const problems: string[] = [];
  const images = new Set<string>();
  for (const route of [...routes, '/404.html']) {
    const html = route === '/404.html' ? fs.readFileSync(path.join(BUILD_DIR, '404.html'), 'utf8') : htmlOf(route);
    const image = meta(html, 'og:image');
    if (!image) {
      problems.push(`${route}: no og:image`);
      continue;
    }
    if (meta(html, 'twitter:image') !== image) problems.push(`${route}: twitter:image differs`);
    if (meta(html, 'twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card`);
    const file = path.join(BUILD_DIR, new URL(image).pathname.slice(BASE_URL.length));
    const size = fs.existsSync(file) ? pngSize(file) : null;
    if (!size || size.width !== 1200 || size.height !== 630) problems.push(`${route}: ${image} is not a 1200x630 PNG`);
    if (route !== '/404.html') images.add(image);
  }
  expect(problems).toEqual([]);
  expect(images.size, 'each page has its own card').toBe(routes.length);
});

test('structured data parses: TechArticle on docs, BreadcrumbList in categories, BlogPosting on posts', () => {
  const problems: string[] = [];
  let breadcrumbs = 0;
  for (const route of routes) {
    const blocks = [...htmlOf(route).matchAll(/<script[^>]+type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    let data: {'@type': string; dateModified?: string; headline?: string}[];
    try {
      data = blocks.map((block) => JSON.parse(block));
    } catch (error) {
      problems.push(`${route}: ${(error as Error).message}`);
      continue;
    }
    const types = data.map((d) => d['@type']);
    if (/^\/(docs|guides)\//.test(route)) {
      const article = data.find((d) => d['@type'] === 'TechArticle');
      if (!article?.headline) problems.push(`${route}: no TechArticle`);
      else if (!article.dateModified || Number.isNaN(Date.parse(article.dateModified))) problems.push(`${route}: TechArticle without dateModified`);
      if (types.includes('BreadcrumbList')) breadcrumbs += 1;
    }
    if (/^\/blog\/(?!archive|authors|tags|page\/)[^/]+$/.test(route) && !types.includes('BlogPosting')) problems.push(`${route}: no BlogPosting`);
  }
  expect(problems).toEqual([]);
  expect(breadcrumbs).toBeGreaterThan(100);
});

test('robots.txt points to the sitemap, and the sitemap dates the docs pages', () => {
  const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: https://www.trydeepteam.com${BASE_URL}sitemap.xml`);
  const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const docs = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!).filter((entry) => /<loc>[^<]*\/docs\//.test(entry));
  expect(docs.length).toBeGreaterThan(100);
  expect(docs.filter((entry) => !/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/.test(entry))).toEqual([]);
});
