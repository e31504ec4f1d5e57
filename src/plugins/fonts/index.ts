/**
 * Fonts as files, never `data:` URLs, and the body font preloaded.
 *
 * Docusaurus bundles fonts with url-loader, which inlines every file under 10 kB as base64 into the
 * render-blocking stylesheet. This plugin turns the font rule into plain file assets
 * (`assets/fonts/[name]-[hash][ext]`). After the build, src/plugins/build-output adds a
 * `<link rel="preload">` for the body font (src/css/fonts.css) to every page, so text paints in Inter
 * without waiting for the stylesheet.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const FONT_FILE = /\.(?:woff2?|eot|ttf|otf)$/i;
/** The file name prefix of the preloaded face, as emitted under assets/fonts/. */
export const PRELOADED_FONT_PREFIX = 'inter-latin-wght-normal-';

type Rule = {test?: unknown; use?: unknown; type?: string; generator?: unknown; oneOf?: Rule[]};

function isFontRule(rule: Rule): boolean {
  return rule.test instanceof RegExp && rule.test.test('x.woff2') && !rule.test.test('x.png');
}

/** Replaces url-loader on the font rule with an emitted file asset (emitted by the client build only). */
export function fontsAsFiles(rules: Rule[], isServer: boolean): number {
  let changed = 0;
  for (const rule of rules) {
    if (rule.oneOf) changed += fontsAsFiles(rule.oneOf, isServer);
    if (!isFontRule(rule)) continue;
    delete rule.use;
    rule.type = 'asset/resource';
    rule.generator = {filename: 'assets/fonts/[name]-[contenthash:8][ext]', emit: !isServer};
    changed += 1;
  }
  return changed;
}

/** Adds the preload link right after the charset meta of one HTML document. */
export function withFontPreload(html: string, href: string): string {
  if (html.includes(`href="${href}"`)) return html;
  const link = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous">`;
  return html.replace(/(<meta charset=["']?[\w-]+["']?\s*\/?>)/i, `$1${link}`);
}

/** The base-URL path of the preloaded font in a finished build. */
export async function preloadedFontHref(outDir: string, baseUrl: string): Promise<string> {
  const fontsDir = path.join(outDir, 'assets', 'fonts');
  const font = (await fs.readdir(fontsDir)).find((name) => name.startsWith(PRELOADED_FONT_PREFIX));
  if (!font) throw new Error(`site-fonts: no ${PRELOADED_FONT_PREFIX}*.woff2 in ${fontsDir}`);
  return `${baseUrl}assets/fonts/${font}`;
}

export default function fontsPlugin(): Plugin {
  return {
    name: 'site-fonts',
    configureWebpack(config, isServer) {
      const rules = (config.module?.rules ?? []) as Rule[];
      if (fontsAsFiles(rules, isServer) === 0) {
        throw new Error('site-fonts: found no font rule in the bundler config to turn into file assets');
      }
      return {};
    },
  };
}
