// Reading the production build (build/) for the checks in tests/build: its pages, what each links to,
// and how a static host resolves a URL path to a file. No browser.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import {BASE_URL, BUILD_DIR} from './site';

export type BuiltPage = {
  /** File under build/, e.g. docs/getting-started/index.html. */
  file: string;
  /** Site path without the base URL, e.g. /docs/getting-started. */
  route: string;
  $: cheerio.CheerioAPI;
  html: string;
};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Route of an HTML file the way the host serves it (clean URLs). */
export function routeOfFile(relative: string): string {
  const withoutIndex = relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `/${withoutIndex}`.replace(/\/$/, '') || '/';
}

let cache: BuiltPage[] | undefined;

/** Every HTML page of the build, parsed once per worker. */
export function builtPages(): BuiltPage[] {
  if (!cache) {
    cache = walk(BUILD_DIR)
      .filter((file) => file.endsWith('.html'))
      .map((full) => {
        const file = path.relative(BUILD_DIR, full).split(path.sep).join('/');
        const html = fs.readFileSync(full, 'utf8');
        return {file, route: routeOfFile(file), html, $: cheerio.load(html)};
      });
  }
  return cache;
}

/** Pages that only send the reader on (plugin-client-redirects): a refresh meta and nothing to read. */
export const isRedirectPage = (page: BuiltPage): boolean => /<meta http-equiv=["']?refresh/i.test(page.html);

/** Pages a reader can reach and read: everything but the not-found page and redirect pages. */
export function contentPages(): BuiltPage[] {
  return builtPages().filter((page) => page.file !== '404.html' && !isRedirectPage(page));
}

/** The file a static host serves for a site path (without base URL and query), or null. */
export function fileForPath(sitePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return null;
  }
  const clean = decoded.replace(/^\/+/, '');
  const candidates = [clean, path.posix.join(clean, 'index.html'), `${clean.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const full = path.join(BUILD_DIR, candidate);
    if (full.startsWith(BUILD_DIR) && fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
}

export type Reference = {from: string; attribute: string; url: string};

/** Every URL a page references through links, sources and stylesheets. */
export function references(page: BuiltPage): Reference[] {
  const found: Reference[] = [];
  const add = (attribute: string, url: string | undefined) => {
    if (url) found.push({from: page.route, attribute, url: url.trim()});
  };
  page.$('a[href], link[href], area[href]').each((_, el) => add('href', page.$(el).attr('href')));
  page.$('script[src], img[src], source[src], iframe[src], video[src], audio[src]').each((_, el) =>
    add('src', page.$(el).attr('src')),
  );
  page.$('img[srcset], source[srcset]').each((_, el) => {
    for (const candidate of (page.$(el).attr('srcset') ?? '').split(',')) add('srcset', candidate.trim().split(/\s+/)[0]);
  });
  page.$('meta[property="og:image"], meta[name="twitter:image"]').each((_, el) => add('content', page.$(el).attr('content')));
  return found;
}

/** Ids that an anchor can target on a page (id and name attributes). */
export function anchorsOf(page: BuiltPage): Set<string> {
  const ids = new Set<string>();
  page.$('[id]').each((_, el) => void ids.add(page.$(el).attr('id')!));
  page.$('a[name]').each((_, el) => void ids.add(page.$(el).attr('name')!));
  return ids;
}

export const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

/** Strips the base URL from an absolute site path; null when the path is outside the site. */
export function withoutBase(pathname: string): string | null {
  if (!pathname.startsWith(BASE_URL)) return `${pathname}/` === BASE_URL ? '/' : null;
  return `/${pathname.slice(BASE_URL.length)}`;
}
