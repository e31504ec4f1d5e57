import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keys Rspack's persistent build cache (`future.faster`) by the site's base URL.
 *
 * Docusaurus evicts that cache when docusaurus.config.ts changes, but the base URL comes from the
 * BASE_URL environment variable, so the file stays the same. Found here: a build at BASE_URL=/sub/ after
 * one at / reused the cached CSS, whose font URLs had no /sub/ prefix, and every font returned 404.
 */
export default function pluginBuildCacheKey(context: LoadContext): Plugin {
  return {
    name: 'site-build-cache-key',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      if (!cache || typeof cache !== 'object' || !('version' in cache)) return {};
      const version = `${String(cache.version)}-base${context.baseUrl.replace(/[^A-Za-z0-9]+/g, '_')}`;
      return {experiments: {cache: {version}}} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
