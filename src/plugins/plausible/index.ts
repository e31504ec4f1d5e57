import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type PlausibleOptions = {
  /** The domain registered with Plausible. */
  domain: string;
  /** URL of Plausible's manual script (we send page-views ourselves on route changes). */
  scriptSrc: string;
};

/**
 * Loads Plausible only when configured (see src/config/siteEnv.ts) and sends a page-view on
 * every route change from ./pageview.ts. Without this plugin nothing is loaded.
 */
export default function pluginPlausible(
  _context: LoadContext,
  options: PlausibleOptions,
): Plugin {
  return {
    name: 'site-plausible',
    getClientModules() {
      return [path.resolve(__dirname, 'pageview.ts')];
    },
    injectHtmlTags() {
      const origin = new URL(options.scriptSrc).origin;
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'preconnect', href: origin}},
          {
            tagName: 'script',
            attributes: {defer: true, 'data-domain': options.domain, src: options.scriptSrc},
          },
          {
            tagName: 'script',
            innerHTML:
              'window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)};',
          },
        ],
      };
    },
  };
}
