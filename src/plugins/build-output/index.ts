/**
 * The last steps over the finished build, in order, because Docusaurus runs the plugins' postBuild
 * hooks concurrently and these steps read and write the same files:
 * 0. the Markdown of every page, llms.txt, robots.txt and the social cards (src/plugins/machine-docs),
 *    which also point each page's og:image at its card;
 * 1. every page preloads the body font (src/plugins/fonts), and pages with math or the plan builder
 *    link their page-only stylesheet (src/plugins/page-css);
 * 2. the security headers, with the hashes of the final pages' inline scripts, go to `_headers`
 *    (Netlify, Cloudflare Pages) and `security-headers.json` (any other host; scripts/serve.mjs);
 * 3. text files get precompressed `.br` and `.gz` siblings.
 * The local search plugin indexes the pages synchronously in its own postBuild, so it has finished
 * before any of these asynchronous steps resume.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {SiteEnv} from '../../config/siteEnv';
import {preloadedFontHref, withFontPreload} from '../fonts';

const REDIRECT_PAGE = /<meta http-equiv=["']?refresh/i;
import {LINKED_STYLESHEETS, stylesheetHref, withStylesheet} from '../page-css';
import {precompress} from './precompress';
import {headersFile, inlineCode, securityHeaders, sha256Source} from './securityHeaders';
import {machineDocsInput, readingOrder, writeMachineDocs, type MachineDocsInput} from '../machine-docs';

export const HEADERS_JSON = 'security-headers.json';

export type HeadersReport = {
  headers: Record<string, string>;
  /** Applies to every path under the base URL. */
  pattern: string;
  /** Hashed, never-changing files: send IMMUTABLE_CACHE for these. */
  immutable: {pattern: string; cacheControl: string};
  inlineScripts: number;
  inlineStyleHashes: string[];
};

export default function buildOutputPlugin(context: {siteDir: string}, options: {env: SiteEnv}): Plugin {
  let order: MachineDocsInput['order'] = {};
  return {
    name: 'site-build-output',
    async allContentLoaded({allContent}) {
      order = readingOrder(allContent as unknown as Parameters<typeof readingOrder>[0]);
    },
    async postBuild({outDir, siteConfig}) {
      const {baseUrl} = siteConfig;
      await writeMachineDocs(outDir, machineDocsInput(context.siteDir, siteConfig.url, baseUrl, order));
      const fontHref = await preloadedFontHref(outDir, baseUrl);
      const linked = await Promise.all(LINKED_STYLESHEETS.map(async (sheet) => ({...sheet, href: await stylesheetHref(outDir, baseUrl, sheet.cssMarker)})));
      const entries = await fs.readdir(outDir, {withFileTypes: true, recursive: true});
      const pages = entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));

      const scriptHashes = new Set<string>();
      const styleHashes = new Set<string>();
      for (const file of pages) {
        const source = await fs.readFile(file, 'utf8');
        // A redirect page (plugin-client-redirects) shows no text: it needs no font.
        let html = REDIRECT_PAGE.test(source) ? source : withFontPreload(source, fontHref);
        for (const sheet of linked) {
          if (!sheet.pageMarker.test(html)) continue;
          if (!sheet.href) throw new Error(`site-build-output: ${file} renders ${sheet.name} markup but no ${sheet.name} stylesheet was emitted`);
          html = withStylesheet(html, sheet.href);
        }
        const inline = inlineCode(html);
        inline.scripts.forEach((code) => scriptHashes.add(sha256Source(code)));
        inline.styles.forEach((code) => styleHashes.add(sha256Source(code)));
        await fs.writeFile(file, html);
      }

      const hashes = [...scriptHashes].sort();
      const headers = securityHeaders(hashes, options.env);
      const report: HeadersReport = {
        headers,
        pattern: `${baseUrl}*`,
        immutable: {pattern: `${baseUrl}assets/*`, cacheControl: 'public, max-age=31536000, immutable'},
        inlineScripts: hashes.length,
        inlineStyleHashes: [...styleHashes].sort(),
      };
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(baseUrl, headers));
      await fs.writeFile(path.join(outDir, HEADERS_JSON), `${JSON.stringify(report, null, 2)}\n`);

      const compressStart = Date.now();
      const compressed = await precompress(outDir);
      console.log(
        `[build-output] ${pages.length} pages; CSP with ${hashes.length} inline script hashes; ` +
          `${compressed.files} files precompressed (${Math.round(compressed.bytes / 1024)} kB -> ${Math.round(compressed.brotliBytes / 1024)} kB brotli) in ${Date.now() - compressStart} ms`,
      );
    },
  };
}
