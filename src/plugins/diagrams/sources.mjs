// The Mermaid diagrams of the site's pages and the SVG files rendered from them, shared by the render
// script (scripts/diagrams.mjs, `npm run diagrams`), the remark plugin that puts a diagram on its page
// (./remark.ts), the component that shows it (src/theme/Mermaid) and the unit test that fails when a
// diagram has no SVG (tests/unit/diagrams.test.ts).
//
// A diagram is keyed by a hash of its source, so an SVG is re-rendered only when its source changes,
// and the same diagram on two pages (a page and its archived copy) is rendered once.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose Markdown and MDX files may hold ```mermaid fences. */
export const CONTENT_DIRS = ['docs', 'guides', 'blog', 'versioned_docs', 'guides_versioned_docs', 'src/pages'];
/** Where the rendered SVGs are committed; served at `/diagrams/` and inlined into pages by the build. */
export const SVG_DIR = 'static/diagrams';
/**
 * Each diagram is rendered once per colour mode, with Mermaid's theme for that mode (SPEC: default in
 * light mode, dark in dark mode), and the two renders are combined into one SVG (./svg.mjs).
 */
export const MODES = /** @type {const} */ (['light', 'dark']);
/** What to run when a diagram has no SVG. */
export const RENDER_COMMAND = 'npm run diagrams';

/** The source as the hash sees it: no trailing spaces, no blank lines around it, `\n` line ends. */
export function normaliseSource(source) {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** The key a diagram's SVG files are named by: 16 hex digits of the SHA-256 of its normalised source. */
export function diagramKey(source) {
  return createHash('sha256').update(normaliseSource(source), 'utf8').digest('hex').slice(0, 16);
}

export function svgFileName(key) {
  return `${key}.svg`;
}

/** The key of a diagram SVG's file name, or null for a file that is not one. */
export function parseSvgFileName(name) {
  return /^([0-9a-f]{16})\.svg$/.exec(name)?.[1] ?? null;
}

/**
 * The ```mermaid (or ~~~mermaid) fences of one Markdown/MDX text, with the 1-based line of each fence.
 * Follows CommonMark: a fence indented by up to three spaces (or inside a list item) closes with a fence
 * of the same character at least as long, and its content loses as much indentation as the opening had.
 */
export function findDiagrams(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j]);
    }
    if (lang === 'mermaid') {
      const strip = new RegExp(`^ {0,${indent.length}}`);
      found.push({line: i + 1, source: normaliseSource(body.map((line) => line.replace(strip, '')).join('\n'))});
    }
    i = j;
  }
  return found;
}

function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every diagram of the site: the page file (relative to `root`), its line, source and key. */
export function collectDiagrams(root) {
  return CONTENT_DIRS.flatMap((dir) =>
    markdownFiles(path.join(root, dir)).flatMap((file) =>
      findDiagrams(fs.readFileSync(file, 'utf8')).map(({line, source}) => ({
        file: path.relative(root, file),
        line,
        source,
        key: diagramKey(source),
      })),
    ),
  );
}

/**
 * What `npm run diagrams` would change: the diagrams without an SVG (`missing`, one entry per page and
 * line) and the files in the SVG folder no diagram uses (`stale`).
 */
export function diagramStatus(root, diagrams = collectDiagrams(root)) {
  const dir = path.join(root, SVG_DIR);
  const files = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const keys = new Set(diagrams.map((diagram) => diagram.key));
  const missing = diagrams.filter((diagram) => !files.has(svgFileName(diagram.key)));
  const stale = [...files].filter((name) => !keys.has(parseSvgFileName(name)));
  return {missing, stale: stale.sort()};
}

/** The width and height (CSS pixels) an SVG is drawn at, from its max-width and viewBox; null if unknown. */
export function svgSize(svg) {
  const viewBox = /viewBox="([-\d.\s]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  if (!viewBox || viewBox.length !== 4 || !(viewBox[2] > 0) || !(viewBox[3] > 0)) return null;
  return {width: Math.ceil(viewBox[2]), height: Math.ceil(viewBox[3])};
}
