#!/usr/bin/env node
// `npm run diagrams`: renders every Mermaid diagram of the site's pages to static/diagrams/<key>.svg (key:
// a hash of the diagram's source, see src/plugins/diagrams/sources.mjs), once with Mermaid's default
// theme and once with its dark theme, combined into one SVG that shows the colours of the page's mode
// (src/plugins/diagrams/svg.mjs), and deletes the SVGs no page uses any more. Commit what it writes: the
// build puts these files in the pages and never runs Mermaid, so `npm ci && npm run build` needs no
// browser.
//
// Only diagrams without both SVGs are rendered; when nothing changed it exits without starting a
// browser. `--force` renders every diagram again (after a Mermaid upgrade or a change to the settings
// below). `--check` changes nothing and exits 1 when a diagram has no SVG or an SVG is stale.
// Renders in Chromium (Playwright's, or /usr/bin/chromium through scripts/browser.cjs) with Mermaid from
// node_modules and the site's body font, so labels are measured with the font the page shows them in.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {MODES, RENDER_COMMAND, SVG_DIR, collectDiagrams, diagramStatus, svgFileName} from '../src/plugins/diagrams/sources.mjs';
import {combineSvgs} from '../src/plugins/diagrams/svg.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = new Set(process.argv.slice(2));
const started = Date.now();

const diagrams = collectDiagrams(root);
const status = diagramStatus(root, diagrams);
const svgDir = path.join(root, SVG_DIR);
const keys = [...new Set(diagrams.map((d) => d.key))];
const toRender = args.has('--force') ? keys : [...new Set(status.missing.map((d) => d.key))];

if (args.has('--check')) {
  for (const d of status.missing) console.error(`${d.file}:${d.line}: diagram ${d.key} has no SVG`);
  for (const name of status.stale) console.error(`${SVG_DIR}/${name}: no page uses it`);
  if (status.missing.length || status.stale.length) {
    console.error(`Run \`${RENDER_COMMAND}\` and commit ${SVG_DIR}/.`);
    process.exit(1);
  }
  console.log(`${keys.length} diagrams (${diagrams.length} on pages): every SVG is up to date.`);
  process.exit(0);
}

for (const name of status.stale) fs.rmSync(path.join(svgDir, name));

if (toRender.length === 0) {
  console.log(
    `${keys.length} diagrams (${diagrams.length} on pages) up to date` +
      `${status.stale.length ? `; removed ${status.stale.length} stale SVGs` : ''} (${Date.now() - started} ms).`,
  );
  process.exit(0);
}

/** The site's body font stack (src/css/custom.css), so a label is measured as the page will draw it. */
const FONT_STACK = "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** Mermaid's dark theme draws edge labels in grey on translucent grey, below 4.5:1: opaque, light text. */
const DARK_CSS = [
  '.labelBkg, .edgeLabel, .edgeLabel p { background-color: #1b1b1d; color: #f2f2f2; }',
  '.edgeLabel rect { fill: #1b1b1d; opacity: 1; }',
].join('\n');
const settings = (mode) => ({
  startOnLoad: false,
  securityLevel: 'strict',
  deterministicIds: true,
  theme: mode === 'dark' ? 'dark' : 'default',
  themeCSS: mode === 'dark' ? DARK_CSS : '',
  fontFamily: FONT_STACK,
  flowchart: {useMaxWidth: true},
  sequence: {useMaxWidth: true},
});

const {chromium} = require('@playwright/test');
const {ensureChromium} = require('./browser.cjs');
const browserInfo = ensureChromium();
const browser = await chromium.launch({executablePath: browserInfo.executablePath, args: browserInfo.args});
const page = await browser.newPage();
// A private origin serves Mermaid and the font from node_modules; nothing leaves the machine.
const ORIGIN = 'http://diagrams.localhost';
const files = {
  '/mermaid.min.js': [require.resolve('mermaid/dist/mermaid.min.js'), 'text/javascript'],
  '/inter.woff2': [require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'), 'font/woff2'],
};
await page.route('**/*', async (route) => {
  const url = new URL(route.request().url());
  if (url.origin !== ORIGIN) return route.abort();
  if (url.pathname === '/') {
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><style>
        @font-face { font-family: 'Inter Variable'; font-weight: 100 900; src: url('/inter.woff2') format('woff2-variations'); }
        body { font-family: ${FONT_STACK}; font-size: 16px; }
      </style><script src="/mermaid.min.js"></script></head><body><div id="work"></div></body></html>`,
    });
  }
  const file = files[url.pathname];
  return file ? route.fulfill({path: file[0], contentType: file[1]}) : route.fulfill({status: 404});
});
await page.goto(`${ORIGIN}/`);
await page.evaluate(() => document.fonts.load("16px 'Inter Variable'"));

fs.mkdirSync(svgDir, {recursive: true});
const failures = [];
for (const key of toRender) {
  const {source, file, line} = diagrams.find((d) => d.key === key);
  // Both renders get the same id: the dark theme's rules are added under [data-theme='dark'].
  const id = `mermaid-${key}`;
  try {
    const svgs = {};
    for (const mode of MODES) {
      svgs[mode] = await page.evaluate(
        async ({id, source, config}) => {
          const {mermaid} = window;
          mermaid.initialize(config);
          const {svg} = await mermaid.render(id, source, document.getElementById('work'));
          return svg;
        },
        {id, source, config: settings(mode)},
      );
    }
    fs.writeFileSync(path.join(svgDir, svgFileName(key)), combineSvgs(svgs.light, svgs.dark, id));
  } catch (error) {
    failures.push(`${file}:${line}: ${String(error?.message ?? error).split('\n')[0]}`);
  }
}
await browser.close();

const mermaidVersion = require('mermaid/package.json').version;
console.log(
  `Rendered ${toRender.length} of ${keys.length} diagrams (${diagrams.length} on pages) with Mermaid ${mermaidVersion}` +
    `${status.stale.length ? `; removed ${status.stale.length} stale SVGs` : ''} in ${Date.now() - started} ms.`,
);
if (failures.length) {
  console.error(`These diagrams did not render:\n${failures.join('\n')}`);
  process.exit(1);
}
