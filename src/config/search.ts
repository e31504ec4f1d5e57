import fs from 'node:fs';
import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SiteEnv} from './siteEnv';
import {DEV_INDEX_DIR} from '../plugins/local-search';

/** The search page path (SPEC §9: base URL + search page path + ?q=). */
export const SEARCH_PAGE_PATH = 'search';

export type SearchSetup = {
  /** Extra plugins: the local Pagefind plugin unless Algolia is configured. */
  plugins: PluginConfig[];
  /** themeConfig.algolia when Algolia is configured; the classic preset then loads its search theme. */
  algolia: AlgoliaThemeConfig['algolia'] | undefined;
  /** Static folders: in `npm start`, the last build's search index. */
  staticDirectories: string[];
};

/**
 * Local Pagefind search by default; the official Algolia DocSearch integration when ALGOLIA_APP_ID,
 * ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set (ALGOLIA_ASSISTANT_ID adds Ask AI).
 */
export function searchSetup(env: SiteEnv, siteDir: string, isDev: boolean): SearchSetup {
  if (env.algolia) {
    const {appId, apiKey, indexName, assistantId} = env.algolia;
    return {
      plugins: [],
      algolia: {
        appId,
        apiKey,
        indexName,
        contextualSearch: true,
        searchPagePath: SEARCH_PAGE_PATH,
        ...(assistantId ? {askAi: {assistantId}} : {}),
      } as AlgoliaThemeConfig['algolia'],
      staticDirectories: ['static'],
    };
  }
  const devIndex = path.join(siteDir, DEV_INDEX_DIR);
  const serveLastIndex = isDev && fs.existsSync(path.join(devIndex, 'pagefind', 'pagefind.js'));
  return {
    plugins: ['./src/plugins/local-search/index.ts'],
    algolia: undefined,
    staticDirectories: serveLastIndex ? ['static', DEV_INDEX_DIR] : ['static'],
  };
}
