/**
 * Code blocks highlighted during the build (src/theme/CodeBlock/Content): this plugin wires them up.
 *
 * - `@site-code-highlight/server` resolves to the highlighter in the server build and to a stub in the
 *   browser build, so the JavaScript a page loads up front carries no Prism.
 * - The classic theme's client module that registers Prism's languages on every page is replaced by an
 *   empty one; ./highlight registers the languages it needs itself.
 * - The colours of both code themes (src/config/codeThemes.ts) become a small stylesheet under
 *   `[data-theme=…]`: block background and text, and one rule per token entry. A dark page shows dark
 *   code from its first paint, and switching modes re-renders no code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemes} from '../../config/codeThemes';

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([property, value]) => property !== 'backgroundColor' && value !== undefined)
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

/**
 * The block's colour variables (read by src/theme/CodeBlock/Container), a rule for plain text, and one
 * rule per theme entry in the theme's order, so that later entries win as they do in Prism's themes.
 */
export function codeThemeCss(mode: string, theme: PrismTheme): string {
  const scope = `[data-theme='${mode}'] .prism-code`;
  const {color, backgroundColor} = theme.plain;
  const rules = [
    `[data-theme='${mode}'] .theme-code-block{--prism-color:${color};--prism-background-color:${backgroundColor}}`,
    `${scope}{${declarations(theme.plain)}}`,
  ];
  for (const entry of theme.styles) {
    const languages = entry.languages ?? [''];
    const selectors = languages.flatMap((language) =>
      entry.types.map((type) => `${scope}${language ? `.language-${language}` : ''} .token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${declarations(entry.style)}}`);
  }
  return rules.join('\n');
}

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const cssFile = path.join(context.generatedFilesDir, 'site-code-highlight', 'code-themes.css');
  const css = `/* Generated from src/config/codeThemes.ts by src/plugins/code-highlight. */\n${Object.entries(codeThemes)
    .map(([mode, theme]) => codeThemeCss(mode, theme))
    .join('\n')}\n`;
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  if (!fs.existsSync(cssFile) || fs.readFileSync(cssFile, 'utf8') !== css) fs.writeFileSync(cssFile, css);
  return {
    name: 'site-code-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [themeClientModule]: path.join(__dirname, 'noClientModule.js'),
            '@site-code-highlight/server': path.join(__dirname, isServer ? 'server.ts' : 'browser.ts'),
          },
        },
      };
    },
  };
}
