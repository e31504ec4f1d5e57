// The build-time highlighter (src/theme/CodeBlock/Content/highlight.ts) and its plain fallback.
import {expect, test} from '@playwright/test';
import {highlightToHtml} from '../../src/theme/CodeBlock/Content/highlight';
import {HIGHLIGHTED_LANGUAGES} from '../../src/theme/CodeBlock/Content/languages';
import {plainToHtml} from '../../src/theme/CodeBlock/Content/plain';
import {codeThemeCss} from '../../src/plugins/code-highlight';
import {codeThemes} from '../../src/config/codeThemes';

const SAMPLES: Record<(typeof HIGHLIGHTED_LANGUAGES)[number], string> = {
  python: 'from deepteam import red_team\nif x:\n    pass',
  bash: 'pip install -U deepteam && export OPENAI_API_KEY="sk"',
  yaml: 'target:\n  purpose: "A helpful assistant"',
  json: '{"score": 0, "passed": true}',
};

for (const language of HIGHLIGHTED_LANGUAGES) {
  test(`${language} is tokenised into classed spans, one line element per line`, () => {
    const html = highlightToHtml(SAMPLES[language], language);
    expect(html).toMatch(/<span class="token (?!plain)[a-z-]+/);
    expect(html.match(/<div class="token-line">/g)).toHaveLength(SAMPLES[language].split('\n').length);
    expect(html).not.toContain('style=');
  });
}

test('code text is escaped, and an unknown language is one plain token per line', () => {
  const html = highlightToHtml('<script>alert("x")</script> & more', 'text');
  expect(html).toBe('<div class="token-line"><span class="token plain">&lt;script&gt;alert("x")&lt;/script&gt; &amp; more</span><br></div>');
  expect(highlightToHtml('print("<b>")', 'python')).not.toContain('<b>');
});

test('magic-comment classes land on their line, and an empty line keeps its line element', () => {
  const html = highlightToHtml('a = 1\n\nb = 2', 'python', {2: ['theme-code-block-highlighted-line']});
  const lines = html.split('</div>').filter(Boolean);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^<div class="token-line"><span class="token plain"><\/span><br>$/);
  expect(lines[2]).toMatch(/^<div class="token-line theme-code-block-highlighted-line">/);
});

test('the plain fallback has the same line structure and escapes too', () => {
  expect(plainToHtml('x < 1\ny')).toBe(
    '<div class="token-line"><span class="token plain">x &lt; 1</span><br></div><div class="token-line"><span class="token plain">y</span><br></div>',
  );
});

test('the code theme stylesheet scopes every rule to its mode, in the theme order', () => {
  const css = codeThemeCss('dark', codeThemes.dark);
  const lines = css.split('\n');
  expect(lines.every((line) => line.startsWith("[data-theme='dark']"))).toBe(true);
  expect(lines).toHaveLength(codeThemes.dark.styles.length + 2);
  expect(css).toContain(`--prism-background-color:${codeThemes.dark.plain.backgroundColor}`);
  expect(css).toContain("[data-theme='dark'] .prism-code .token.keyword");
  expect(css).toContain('font-style:italic');
});
