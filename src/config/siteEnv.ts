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
  /** Algolia DocSearch credentials; search uses Algolia only when all three are set. */
  algolia: {appId: string; apiKey: string; indexName: string; assistantId: string | undefined} | undefined;
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
    algolia: readAlgolia(env),
  };
}

function readAlgolia(env: Env): SiteEnv['algolia'] {
  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_API_KEY);
  const indexName = nonEmpty(env.ALGOLIA_INDEX_NAME);
  if (!appId || !apiKey || !indexName) return undefined;
  return {appId, apiKey, indexName, assistantId: nonEmpty(env.ALGOLIA_ASSISTANT_ID)};
}
