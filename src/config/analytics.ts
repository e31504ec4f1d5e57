import type {PluginConfig} from '@docusaurus/types';
import type {SiteEnv} from './siteEnv';

/**
 * Analytics load only when their environment variables are set; with neither set, the site
 * sends nothing to any third party.
 */

/** Options for the classic preset's Google tag plugin (SPEC §7: IP anonymisation off). */
export function gtagOptions(env: SiteEnv): {trackingID: string; anonymizeIP: boolean} | undefined {
  return env.gtagId ? {trackingID: env.gtagId, anonymizeIP: false} : undefined;
}

/** Our Plausible plugin, which sends a page-view on every route change. */
export function analyticsPlugins(env: SiteEnv): PluginConfig[] {
  if (!env.plausibleDomain) {
    return [];
  }
  return [
    ['./src/plugins/plausible/index.ts', {domain: env.plausibleDomain, scriptSrc: env.plausibleScriptSrc}],
  ];
}
