/**
 * Keeps CSS that only some pages need out of the site-wide stylesheet.
 *
 * Docusaurus merges every stylesheet of every chunk into one render-blocking `styles.css`, so KaTeX's
 * 23 kB (imported by src/plugins/remark-katex-css on pages with math) and the search modal's styles
 * would load on every page, and so would the plan builder's. This plugin narrows that `styles` group: the stylesheets below stay with
 * the chunk that imports them, which the page's HTML links when it renders that chunk, or which the
 * browser fetches with the chunk (the search modal, on first use).
 *
 * The SSR manifest does not list CSS-only async chunks, so after the build src/plugins/build-output
 * links the KaTeX stylesheet into the head of exactly the pages whose HTML contains KaTeX output; the client runtime then
 * finds the link and does not fetch it again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Stylesheets that load with the chunk that imports them, not with every page. */
export const PAGE_ONLY_CSS = /[\\/](?:katex[\\/]dist[\\/]katex(?:\.min)?\.css|@docsearch[\\/]css[\\/]dist[\\/]modal\.css|local-search[\\/]client[\\/]modal\.css|components[\\/]PlanBuilder[\\/]styles\.module\.css)$/;

type CacheGroup = {name?: string; test?: unknown};

/** True for a module that belongs in the site-wide stylesheet. */
export function inSiteStylesheet(resource: string): boolean {
  return !PAGE_ONLY_CSS.test(resource);
}

/** KaTeX output in a page's HTML (attribute quotes may be minified away). */
export const KATEX_MARKUP = /class=["']?katex[\s"'>]/;

/** Links a stylesheet right after the last stylesheet link of the head, once. */
export function withStylesheet(html: string, href: string): string {
  if (html.includes(href)) return html;
  const link = `<link rel="stylesheet" href="${href}">`;
  const headEnd = html.indexOf('</head>');
  const lastLink = html.lastIndexOf('<link rel="stylesheet"', headEnd) >= 0
    ? html.lastIndexOf('<link rel="stylesheet"', headEnd)
    : html.lastIndexOf('<link rel=stylesheet', headEnd);
  if (lastLink < 0) return html.replace('</head>', `${link}</head>`);
  const after = html.indexOf('>', lastLink) + 1;
  return html.slice(0, after) + link + html.slice(after);
}

/** The base-URL path of the page-only stylesheet whose text contains `marker`, or null when none was emitted. */
export async function stylesheetHref(outDir: string, baseUrl: string, marker: string): Promise<string | null> {
  const cssDir = path.join(outDir, 'assets', 'css');
  for (const name of await fs.readdir(cssDir)) {
    if (name.startsWith('styles.')) continue;
    if ((await fs.readFile(path.join(cssDir, name), 'utf8')).includes(marker)) return `${baseUrl}assets/css/${name}`;
  }
  return null;
}

/**
 * The page-only stylesheets the build links into the head of the pages whose HTML renders their markup:
 * KaTeX on pages with math, the plan builder's on /plan (so it is styled before, and without, JavaScript).
 */
export const LINKED_STYLESHEETS = [
  {name: 'KaTeX', cssMarker: '.katex{', pageMarker: KATEX_MARKUP},
  {name: 'plan builder', cssMarker: '.numberField_', pageMarker: /class=["']?builder_/},
] as const;

export default function pageCssPlugin(): Plugin {
  return {
    name: 'site-page-css',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = (splitChunks && typeof splitChunks === 'object' ? splitChunks.cacheGroups : undefined) as
        | Record<string, CacheGroup>
        | undefined;
      const styles = groups?.styles;
      if (!styles || styles.name !== 'styles') {
        throw new Error('site-page-css: the bundler config has no `styles` cache group to narrow');
      }
      styles.test = (module: {nameForCondition?: () => string | null; resource?: string}) =>
        inSiteStylesheet(module.nameForCondition?.() ?? module.resource ?? '');
      return {};
    },
  };
}
