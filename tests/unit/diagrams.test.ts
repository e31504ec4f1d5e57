// Diagrams ship as SVGs rendered ahead of time (`npm run diagrams`, src/plugins/diagrams): every
// ```mermaid fence of every page must have its committed SVG, and no SVG may outlive its diagram.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  RENDER_COMMAND,
  SVG_DIR,
  collectDiagrams,
  diagramKey,
  diagramStatus,
  findDiagrams,
  svgFileName,
  svgSize,
} from '../../src/plugins/diagrams/sources.mjs';
import {combineSvgs} from '../../src/plugins/diagrams/svg.mjs';
import remarkDiagrams from '../../src/plugins/diagrams/remark';
import {ROOT} from '../support/site';

/** One line per problem, each saying what to run. */
function problems(root: string): string[] {
  const {missing, stale} = diagramStatus(root);
  return [
    ...missing.map((d) => `${d.file}:${d.line}: this diagram has no SVG (${SVG_DIR}/${svgFileName(d.key)}): run \`${RENDER_COMMAND}\` and commit ${SVG_DIR}/`),
    ...stale.map((name) => `${SVG_DIR}/${name}: no page has this diagram any more: run \`${RENDER_COMMAND}\`, which deletes it`),
  ];
}

test('every Mermaid diagram of every page has its SVG, and every SVG has its diagram', () => {
  const diagrams = collectDiagrams(ROOT);
  expect(diagrams.length, 'diagrams found in the pages').toBeGreaterThan(40);
  expect(problems(ROOT)).toEqual([]);
});

test('a new or changed diagram without an SVG, and an SVG left behind, are named with the command to run', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  try {
    fs.mkdirSync(path.join(root, 'docs'));
    fs.mkdirSync(path.join(root, SVG_DIR), {recursive: true});
    const drawn = 'flowchart LR\n    a --> b';
    fs.writeFileSync(path.join(root, 'docs', 'page.mdx'), `# Page\n\n\`\`\`mermaid\n${drawn}\n\`\`\`\n\n\`\`\`mermaid\nflowchart LR\n    a --> c\n\`\`\`\n`);
    fs.writeFileSync(path.join(root, SVG_DIR, svgFileName(diagramKey(drawn))), '<svg></svg>');
    fs.writeFileSync(path.join(root, SVG_DIR, svgFileName('0123456789abcdef')), '<svg></svg>');
    expect(problems(root)).toEqual([
      `docs/page.mdx:8: this diagram has no SVG (${SVG_DIR}/${svgFileName(diagramKey('flowchart LR\n    a --> c'))}): run \`npm run diagrams\` and commit ${SVG_DIR}/`,
      `${SVG_DIR}/0123456789abcdef.svg: no page has this diagram any more: run \`npm run diagrams\`, which deletes it`,
    ]);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test('diagram fences are found as CommonMark reads them, and the key ignores trailing spaces only', () => {
  const text = [
    'Intro',
    '```python',
    '```mermaid',
    '```',
    '- item',
    '',
    '   ~~~~mermaid',
    '   flowchart TD',
    '      a --> b   ',
    '   ~~~~',
    '````mermaid title="x"',
    'sequenceDiagram',
    '````',
  ].join('\n');
  expect(findDiagrams(text)).toEqual([
    {line: 7, source: 'flowchart TD\n   a --> b'},
    {line: 11, source: 'sequenceDiagram'},
  ]);
  expect(diagramKey('flowchart TD\n  a --> b  \n')).toBe(diagramKey('flowchart TD\n  a --> b'));
  expect(diagramKey('flowchart TD\n  a --> b')).not.toBe(diagramKey('flowchart TD\n  a --> c'));
  expect(diagramKey('x')).toMatch(/^[0-9a-f]{16}$/);
});

test('a fence becomes the theme’s mermaid element with its key and drawn size', async () => {
  const {compile} = await import('@mdx-js/mdx');
  const source = findDiagrams(fs.readFileSync(path.join(ROOT, 'docs', 'red-teaming-risk-assessment.mdx'), 'utf8'))[0]!.source;
  const key = diagramKey(source);
  const size = svgSize(fs.readFileSync(path.join(ROOT, SVG_DIR, svgFileName(key)), 'utf8'))!;
  const out = String(await compile(`# T\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`, {remarkPlugins: [[remarkDiagrams, {siteDir: ROOT}]]}));
  expect(out).toContain(`_components.mermaid`);
  expect(out).toContain(`diagram: "${key}"`);
  expect(out).toContain(`width: "${size.width}"`);
  expect(out).toContain(`height: "${size.height}"`);
  expect(out).not.toContain('language-mermaid');
});

const svg = (theme: 'light' | 'dark', extra = '') =>
  `<svg id="m" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 120.123456px;" viewBox="0 0 120.123456 40" role="graphics-document document" aria-roledescription="flowchart-v2">` +
  `<style>#m{fill:${theme === 'light' ? '#333' : '#ccc'};}#m .node rect{stroke:#9370DB;}#m .unused-class{fill:red;}#m [data-look="neo"].node rect{filter:none;}@keyframes dash{to{stroke-dashoffset:0;}}</style>` +
  `<g><marker id="m_arrow"><path d="M 0 0"></path></marker><marker id="m_unused"><path d="M 1 1"></path></marker>` +
  `<defs><symbol id="m-database"><path d="M12.258.001l.256.004"></path></symbol></defs>` +
  `<g id="flowchart-a-0" class="node" data-look="classic" data-id="a"><rect x="1.23456" width="10.5"></rect>` +
  `<text style="font-family: &quot;Inter Variable&quot;, sans-serif; font-size: 16px;">3.14159 apples</text></g>` +
  `<path marker-end="url(#m_arrow)" d="M0,0L10.98765,0"></path>${extra}</g></svg>`;

test('the two themes become one SVG: shapes once, dark colours under [data-theme=dark], nothing unseen', () => {
  const out = combineSvgs(svg('light'), svg('dark'), 'm');
  expect(out.match(/<rect /g)).toHaveLength(1);
  expect(out).toContain("#m{fill:#333;}");
  expect(out).toContain("[data-theme='dark'] #m{fill:#ccc;}");
  // Rules the two themes share are not repeated.
  expect(out.match(/\.node rect\{stroke/g)).toHaveLength(1);
  // Unused rules, markers, symbols, ids and scripting attributes go; used ones stay.
  expect(out).not.toContain('unused-class');
  expect(out).not.toContain('data-look="neo"');
  expect(out).not.toContain('m_unused');
  expect(out).not.toContain('m-database');
  expect(out).not.toContain('flowchart-a-0');
  expect(out).not.toContain('data-id');
  expect(out).toContain('<marker id="m_arrow">');
  expect(out).toContain('id="m"');
  // The label's font comes from the root rule; its text keeps every digit, coordinates keep two decimals.
  expect(out).not.toContain('Inter Variable');
  expect(out).toContain('style="font-size: 16px;"');
  expect(out).toContain('>3.14159 apples<');
  expect(out).toContain('x="1.23"');
  expect(out).toContain('M0,0L10.99,0');
  expect(out).toContain('viewBox="0 0 120.12 40"');
  expect(out).toContain('aria-roledescription="flowchart"');
  expect(svgSize(out)).toEqual({width: 121, height: 40});
});

test('a diagram whose themes draw different shapes keeps both, each shown in its own mode', () => {
  const out = combineSvgs(svg('light'), svg('dark', '<circle class="node" r="2"></circle>'), 'm');
  expect(out).toContain('<g class="light-only">');
  expect(out).toContain('<g class="dark-only">');
  expect(out).toContain("[data-theme='dark'] #m>.light-only,html:not([data-theme='dark']) #m>.dark-only{display:none}");
  // The second copy's ids are renamed with their references, so ids stay unique.
  expect(out).toContain('<marker id="m_arrow-dark">');
  expect(out).toContain('url(#m_arrow-dark)');
  expect(out.match(/id="m_arrow"/g)).toHaveLength(1);
});

test('every committed SVG is one root with its style, readable text and no Mermaid scripting hooks', () => {
  const dir = path.join(ROOT, SVG_DIR);
  const bad = fs.readdirSync(dir).flatMap((name) => {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const issues = [];
    if (!/^<svg id="mermaid-[0-9a-f]{16}"/.test(text)) issues.push('root id');
    if (!/role="graphics-document document"/.test(text)) issues.push('role');
    if (!svgSize(text)) issues.push('viewBox');
    if ((text.match(/<svg\b/g) ?? []).length !== 1) issues.push('one svg');
    if (/<script|\son\w+=/i.test(text)) issues.push('script');
    return issues.length ? [`${name}: ${issues.join(', ')}`] : [];
  });
  expect(bad).toEqual([]);
});
