/**
 * Every environment variable the site reads, parsed in one place.
 * docusaurus.config.ts calls `readSiteEnv(process.env)`; nothing else touches process.env.
 */

export type SiteEnv = {
  /** Public origin the site is deployed to (canonical URLs, sitemap, feeds). */
  url: string;
  /** Path the site is served under, always with a leading and trailing slash. */
  baseUrl: string;
  /** Google tag (GA4) measurement id, when analytics through Google is wanted. */
  gtagId: string | undefined;
  /** Domain registered with Plausible, when analytics through Plausible is wanted. */
  plausibleDomain: string | undefined;
  /** Script URL for a self-hosted Plausible; defaults to Plausible's own. */
  plausibleScriptSrc: string;
};

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** `docs` -> `/docs/`, `/` -> `/`, `` -> `/`. */
export function normaliseBaseUrl(value: string | undefined): string {
  const raw = nonEmpty(value) ?? '/';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function readSiteEnv(env: Env, defaultUrl: string): SiteEnv {
  return {
    url: (nonEmpty(env.SITE_URL) ?? defaultUrl).replace(/\/+$/, ''),
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    gtagId: nonEmpty(env.GTAG_ID),
    plausibleDomain: nonEmpty(env.PLAUSIBLE_DOMAIN),
    plausibleScriptSrc:
      nonEmpty(env.PLAUSIBLE_SCRIPT_SRC) ?? 'https://plausible.io/js/script.manual.js',
  };
}
