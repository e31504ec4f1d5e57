/**
 * The Prism themes of code blocks, light and dark. Each is a stock prism-react-renderer theme with the
 * token colours that fell under WCAG's 4.5:1 contrast (on the block's background or on a highlighted
 * line) replaced by a darker or lighter shade of the same hue. tests/unit/code-contrast.test.ts checks
 * every token colour, so the browser tests' axe runs can leave the thousands of token spans out.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Highlighted-line backgrounds (`--docusaurus-highlighted-code-line-bg` in src/css/custom.css). */
export const HIGHLIGHTED_LINE = {
  light: {rgb: [75, 50, 195], alpha: 0.12},
  dark: {rgb: [165, 148, 255], alpha: 0.16},
} as const;

function withColours(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const replacement = entry.types.map((type) => colours[type]).find(Boolean);
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  };
}

export const codeThemes = {
  light: withColours(themes.vsLight, {
    comment: '#007000',
    builtin: '#0062a8',
    number: '#07754c',
    'attr-name': '#c70000',
    'class-name': '#1f6a80',
  }),
  dark: withColours(themes.dracula, {
    comment: '#a3acd1',
    builtin: '#c39bff',
    keyword: '#c39bff',
    deleted: '#ff8c8c',
  }),
} as const;
