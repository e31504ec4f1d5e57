/**
 * Diagrams without Mermaid on the page. Every ```mermaid fence is rendered ahead of time by
 * `npm run diagrams` (scripts/diagrams.mjs) to an SVG committed in static/diagrams, named by a hash of the
 * source (./sources.mjs) and coloured for both modes (./svg.mjs). ./remark.ts puts each fence on its page
 * as the theme's `mermaid` MDX element; src/theme/Mermaid shows the SVG. This plugin wires the component:
 * `@site-diagrams/svg` is ./server.ts in the server build, which reads the SVG file while pages are
 * rendered so the SVG is in the page's HTML, and ./browser.ts in the browser build, so no SVG text lands
 * in a JavaScript chunk (a page reached by client-side navigation fetches the file).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SVG_DIR} from './sources.mjs';

export default function diagramsPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-diagrams',
    configureWebpack(_config, isServer, utils) {
      return {
        resolve: {alias: {'@site-diagrams/svg': path.join(__dirname, isServer ? 'server.ts' : 'browser.ts')}},
        plugins: isServer
          ? [new utils.currentBundler.instance.DefinePlugin({__SITE_DIAGRAMS_DIR__: JSON.stringify(path.join(context.siteDir, SVG_DIR))})]
          : [],
      };
    },
  };
}
