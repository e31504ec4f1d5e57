// Code blocks are highlighted during the build (src/theme/CodeBlock/Content): the HTML carries the
// tokens, the stylesheet carries both modes' colours, and Prism ships only in the chunk a browser
// loads on demand, which no page's HTML loads.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR} from '../support/site';
import {contentPages} from '../support/build';
import {HIGHLIGHTED_LANGUAGES} from '../../src/theme/CodeBlock/Content/languages';
import {codeThemes} from '../../src/config/codeThemes';

const pages = contentPages();
const jsDir = path.join(BUILD_DIR, 'assets', 'js');
const cssDir = path.join(BUILD_DIR, 'assets', 'css');

test('every code block in a highlighted language is highlighted in the HTML, with no inline colours', () => {
  let blocks = 0;
  let bashTokens = 0;
  const problems: string[] = [];
  for (const page of pages) {
    page.$('pre.prism-code').each((_, pre) => {
      const language = /language-(\S+)/.exec(page.$(pre).attr('class') ?? '')?.[1] ?? '';
      if (!(HIGHLIGHTED_LANGUAGES as readonly string[]).includes(language)) return;
      blocks += 1;
      const code = page.$(pre).find('code');
      const tokens = code.find('span.token').not('.plain').length;
      // A shell command can be all plain words (`deepteam run config.yaml`); bash is checked in total.
      if (language === 'bash') bashTokens += tokens;
      else if (tokens === 0) problems.push(`${page.route}: a ${language} block has no highlighted token`);
      if (code.find('[style]').length > 0) problems.push(`${page.route}: a ${language} block has inline styles`);
      if (code.find('.token-line').length === 0) problems.push(`${page.route}: a ${language} block has no lines`);
    });
  }
  expect(blocks, 'code blocks in the build').toBeGreaterThan(100);
  expect(bashTokens, 'highlighted tokens in bash blocks').toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('the site stylesheet holds both modes\' code colours (their values are checked in the browser)', () => {
  const css = fs
    .readdirSync(cssDir)
    .filter((name) => name.startsWith('styles.') && name.endsWith('.css'))
    .map((name) => fs.readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
  for (const mode of Object.keys(codeThemes)) {
    expect(css, `${mode} block colours`).toMatch(new RegExp(`\\[data-theme=["']?${mode}["']?\\] \\.theme-code-block\\{--prism-color:`));
    expect(css, `${mode} keyword colour`).toMatch(new RegExp(`\\[data-theme=["']?${mode}["']?\\] \\.prism-code \\.token\\.keyword`));
  }
});

test('Prism ships only in chunks loaded on demand: never in the scripts a page HTML loads', () => {
  // The tokenizer runs Prism's 'before-tokenize' hook (Prism's core and ./highlight name it); the
  // language grammars sit beside it.
  const prismChunks = fs
    .readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => /before-tokenize|BASH_VERSINFO/.test(fs.readFileSync(path.join(jsDir, name), 'utf8')));
  expect(prismChunks.length).toBeGreaterThan(0);
  expect(prismChunks.filter((name) => /^(main|runtime~main|common)\./.test(name))).toEqual([]);
  const offenders = pages.flatMap((page) =>
    page
      .$('script[src], link[rel="preload"], link[rel="prefetch"]')
      .map((_, el) => page.$(el).attr('src') ?? page.$(el).attr('href') ?? '')
      .get()
      .filter((url) => prismChunks.some((chunk) => url.endsWith(chunk)))
      .map((url) => `${page.route}: ${url}`),
  );
  expect(offenders).toEqual([]);
});
