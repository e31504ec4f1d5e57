/**
 * Keeps Prism out of the JavaScript every page loads.
 *
 * The classic theme registers Prism's languages in a client module, which puts prism-react-renderer
 * (about 30 kB gzipped) in the main bundle of every page, with or without code. This plugin swaps that
 * client module for an empty one; src/theme/CodeBlock/Content registers the languages instead, so
 * Prism travels with the chunks of the pages that show code.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismPerPagePlugin(): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'site-prism-per-page',
    configureWebpack() {
      return {resolve: {alias: {[themeClientModule]: path.join(__dirname, 'noClientModule.js')}}};
    },
  };
}
