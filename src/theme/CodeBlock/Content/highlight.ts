/**
 * Highlights code into the HTML of a code block's lines: one `token-line` div per line, one
 * `token <types>` span per token, no inline styles (colours come from the stylesheet that
 * src/plugins/code-highlight generates from src/config/codeThemes.ts, so a colour-mode switch changes
 * no markup). The markup matches what the theme's Line and Token components would render.
 *
 * It runs during the build, for the server-rendered HTML, and in the browser only when a code block is
 * rendered on the client (a page reached by client-side navigation, or code that changes), from a chunk
 * loaded on demand. Hydration reuses the server's markup and never runs Prism.
 */
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import {escapeHtml} from './plain';

// Prism's language components register themselves on a global Prism. prism-react-renderer's instance
// already has python, json and yaml (./languages); bash comes from prismjs.
(globalThis as unknown as {Prism: typeof Prism}).Prism = Prism;
require('prismjs/components/prism-bash');
delete (globalThis as unknown as {Prism?: typeof Prism}).Prism;


function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The inner HTML of a block's `<code>`: `lineClassNames[i]` are the magic-comment classes of line i. */
export function highlightToHtml(code: string, language: string, lineClassNames: Record<number, string[]> = {}): string {
  return tokenize(code, language)
    .map((line, i) => {
      // A line holding only '\n' renders empty: the <br> already breaks it (the theme's Line does the same).
      const tokens = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
      const spans = tokens
        .map((token) => `<span class="token ${token.types.join(' ')}">${escapeHtml(token.content)}</span>`)
        .join('');
      const classes = ['token-line', ...(lineClassNames[i] ?? [])].join(' ');
      return `<div class="${classes}">${spans}<br></div>`;
    })
    .join('');
}
