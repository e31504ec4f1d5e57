/**
 * Two cuts to the main bundle, which every page loads before anything else (browser build only):
 *
 * - The route registry (`@generated/registry`) keeps, for every chunk, the module path the server
 *   render reports to collect the page's scripts. The browser never reads it (react-loadable reports
 *   modules only inside the server's capture context), and with about 280 chunks the paths were
 *   2.3 KB gzipped of every page. ./registryLoader.cjs blanks them in the browser build.
 * - `@docusaurus/utils-common`'s compiled CommonJS requires all of `tslib` (4 KB gzipped, kept whole
 *   because a require cannot be tree-shaken) for one helper. Its requests for `tslib` get ./tslib.cjs,
 *   which has that helper; a unit test checks the helpers the package calls against the shim's.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const TSLIB_SHIM = path.join(__dirname, 'tslib.cjs');
export const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');

export default function leanMainPlugin(): Plugin {
  return {
    name: 'site-lean-main',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        module: {rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: REGISTRY_LOADER}]}]},
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: {context?: string; request: string}) => {
            if (/[\\/]@docusaurus[\\/]utils-common[\\/]/.test(resource.context ?? '')) resource.request = TSLIB_SHIM;
          }),
        ],
      };
    },
  };
}
