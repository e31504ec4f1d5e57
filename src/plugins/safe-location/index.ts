import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * A path with malformed percent-encoding (e.g. `/docs/%E0%A4%A`) makes the client router throw
 * "URI malformed" and the page never hydrates. This inline script runs before the app: when the
 * path cannot be decoded it re-encodes every `%` as `%25`, so the router sees a well-formed path
 * and shows the not-found page with the reader's path as plain text.
 */
export const SAFE_LOCATION_SCRIPT = `(function(){try{decodeURI(location.pathname)}catch(e){try{history.replaceState(history.state,'',location.pathname.replace(/%/g,'%25')+location.search+location.hash)}catch(e2){}}})();`;

export default function pluginSafeLocation(_context: LoadContext): Plugin {
  return {
    name: 'site-safe-location',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: SAFE_LOCATION_SCRIPT}]};
    },
  };
}
