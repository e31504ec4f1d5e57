import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where the last build's index is kept for `npm start` (served as a static directory in dev). */
export const DEV_INDEX_DIR = 'node_modules/.cache/site-search';

export type LocalSearchData = {
  /** URL of the Pagefind bundle, with the site's base URL. */
  readonly pagefindUrl: string;
  readonly baseUrl: string;
  /** True in `npm start`: the index comes from the last production build, if there is one. */
  readonly dev: boolean;
};

/**
 * Local search (default): indexes the production build with Pagefind after the build, and tells the
 * search UI where the index is. Not loaded when Algolia is configured (see src/config/search.ts).
 */
export default function pluginLocalSearch(context: LoadContext): Plugin<LocalSearchData> {
  const {baseUrl} = context.siteConfig;
  // Readers' words per page (catalogue and front matter), handed to the indexer after the build.
  const phrasesFile = path.join(context.generatedFilesDir, 'site-local-search', 'phrases.json');
  return {
    name: 'site-local-search',
    async loadContent() {
      return {pagefindUrl: `${baseUrl}pagefind/pagefind.js`, baseUrl, dev: process.env.NODE_ENV === 'development'};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
      actions.addRoute({
        path: `${baseUrl}search`,
        component: '@site/src/plugins/local-search/client/SearchPage.tsx',
        exact: true,
      });
    },
    async allContentLoaded({allContent}) {
      // Loaded only here: the catalogue is not needed to configure the site.
      const {pagePhrases, referenceNames} = await import('./phrases');
      const {loadReferences} = await import('../api-reference');
      fs.mkdirSync(path.dirname(phrasesFile), {recursive: true});
      fs.writeFileSync(phrasesFile, JSON.stringify(pagePhrases(allContent, baseUrl, referenceNames(loadReferences(context.siteDir)))));
    },
    async postBuild({outDir}) {
      execFileSync(
        process.execPath,
        [path.join(__dirname, 'indexer.mjs'), outDir, path.join(context.siteDir, DEV_INDEX_DIR), phrasesFile],
        {stdio: 'inherit'},
      );
    },
  };
}
