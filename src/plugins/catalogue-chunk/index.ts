/**
 * Keeps the catalogue (src/data and the components that render it) out of the chunk every page loads.
 *
 * Docusaurus moves every module that half the pages use into one `common` chunk, which every page
 * then loads. Our catalogue components are used by more than half the pages (the vulnerability,
 * attack and guard pages), so without this group they and all their data would ride along to blog
 * posts and guides that render none of them. This group takes them first (priority above `common`),
 * so only the pages that import them load them. The group has no name: each set of pages that shares
 * modules gets its own chunk, so a blog chart does not bring the vulnerability catalogue with it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const SITE_SOURCE = path.join(__dirname, '..', '..');
const CATALOGUE = [path.join(SITE_SOURCE, 'data') + path.sep, path.join(SITE_SOURCE, 'components') + path.sep];

export function inCatalogue(resource: string): boolean {
  return /\.(ts|tsx|js)$/.test(resource) && CATALOGUE.some((dir) => resource.startsWith(dir));
}

export default function catalogueChunkPlugin(): Plugin {
  return {
    name: 'site-catalogue-chunk',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = splitChunks && typeof splitChunks === 'object' ? splitChunks.cacheGroups : undefined;
      if (!groups || !('common' in groups)) {
        throw new Error('site-catalogue-chunk: the bundler config has no `common` cache group to go before');
      }
      (groups as Record<string, unknown>).catalogue = {
        chunks: 'async',
        minChunks: 2,
        priority: 50,
        reuseExistingChunk: true,
        test: (module: {nameForCondition?: () => string | null; resource?: string}) =>
          inCatalogue(module.nameForCondition?.() ?? module.resource ?? ''),
      };
      return {};
    },
  };
}
