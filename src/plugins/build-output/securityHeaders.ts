/**
 * The security headers a static host sends with every response: a strict Content-Security-Policy
 * built from the SHA-256 of every inline script the build emits, plus the usual hardening headers.
 * Third-party hosts appear only for the analytics and Algolia services the environment turns on.
 */
import {createHash} from 'node:crypto';
import type {SiteEnv} from '../../config/siteEnv';

export type InlineCode = {scripts: string[]; styles: string[]};

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Inline `<script>` bodies that the browser executes (JSON-LD and other data blocks are not scripts). */
export function inlineCode(html: string): InlineCode {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type) && match[2]!.length > 0) scripts.push(match[2]!);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!);
  return {scripts, styles};
}

export function sha256Source(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** Extra origins per directive for the third-party services the environment enables. */
export function thirdPartySources(env: SiteEnv): Record<'script' | 'connect' | 'img', string[]> {
  const sources = {script: [] as string[], connect: [] as string[], img: [] as string[]};
  if (env.gtagId) {
    sources.script.push('https://www.googletagmanager.com');
    sources.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    sources.img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (env.plausibleDomain) {
    const origin = new URL(env.plausibleScriptSrc).origin;
    sources.script.push(origin);
    sources.connect.push(origin);
  }
  if (env.algolia) {
    const app = env.algolia.appId.toLowerCase();
    sources.connect.push(`https://${app}-dsn.algolia.net`, `https://${app}-*.algolianet.com`, 'https://insights.algolia.io');
    if (env.algolia.assistantId) sources.connect.push('https://askai.algolia.com');
  }
  return sources;
}

/**
 * The policy. Scripts: our own files, the hashes of the build's inline scripts and WebAssembly
 * compilation for the Pagefind search index; never 'unsafe-inline'. Styles allow inline because each
 * diagram's SVG carries a <style> element (also when fetched after client-side navigation) and KaTeX and
 * React set style attributes; style injection cannot run code.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], env: SiteEnv): string {
  const extra = thirdPartySources(env);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, "'wasm-unsafe-eval'", ...extra.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extra.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra.connect]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function securityHeaders(scriptHashes: readonly string[], env: SiteEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** `_headers` in the format Netlify and Cloudflare Pages read. */
export function headersFile(baseUrl: string, headers: Record<string, string>): string {
  const block = (pattern: string, entries: Record<string, string>) =>
    [pattern, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block(`${baseUrl}*`, headers),
    block(`${baseUrl}assets/*`, {'Cache-Control': IMMUTABLE_CACHE}),
  ].join('\n')}\n`;
}
