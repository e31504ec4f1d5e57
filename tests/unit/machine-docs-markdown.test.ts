// The Markdown export of one page (src/plugins/machine-docs/markdown.mjs), on small HTML fragments: what a
// GFM table cannot hold must not be lost on the way. The build tests check the same on the real pages.
import {expect, test} from '@playwright/test';

type MarkdownModule = {htmlToMarkdown(html: string, options: {origin: string}): string};
const markdownModule = () => import('../../src/plugins/machine-docs/markdown.mjs') as Promise<MarkdownModule>;

const article = (body: string) => `<main><article><div class="theme-doc-markdown">${body}</div></article></main>`;
const table = (caption: string) =>
  `<div class="table-scroll" role="region" aria-label="t"><table>${caption}<thead><tr><th>Vulnerability</th><th>Types it runs</th></tr></thead>` +
  '<tbody><tr><td><code>RBAC</code></td><td><code>role_bypass</code></td></tr></tbody></table></div>';

test('a table caption becomes a bold line above the table, inline code and links kept', async () => {
  const {htmlToMarkdown} = await markdownModule();
  const markdown = htmlToMarkdown(
    article(`<p>Intro</p>${table('<caption><code>reconnaissance</code> · <a href="/docs/x">Reconnaissance</a></caption>')}`),
    {origin: 'https://example.com'},
  );
  expect(markdown).toBe(
    [
      'Intro',
      '',
      '**`reconnaissance` · [Reconnaissance](https://example.com/docs/x)**',
      '',
      '| Vulnerability | Types it runs |',
      '| ------------- | ------------- |',
      '| `RBAC`        | `role_bypass` |',
      '',
    ].join('\n'),
  );
});

test('two captioned tables in a row each keep their own label, in order', async () => {
  const {htmlToMarkdown} = await markdownModule();
  const markdown = htmlToMarkdown(article(table('<caption>first</caption>') + table('<caption>second</caption>')), {origin: 'https://example.com'});
  const first = markdown.indexOf('**first**');
  const second = markdown.indexOf('**second**');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(second).toBeGreaterThan(first);
  // Each label sits right above its own table.
  expect(markdown.split('\n| Vulnerability').length - 1).toBe(2);
  expect(markdown.slice(first, second)).toContain('| `RBAC`');
});

test('a table without a caption is unchanged', async () => {
  const {htmlToMarkdown} = await markdownModule();
  const markdown = htmlToMarkdown(article(table('')), {origin: 'https://example.com'});
  expect(markdown.startsWith('| Vulnerability | Types it runs |')).toBe(true);
  expect(markdown).not.toContain('**');
});
