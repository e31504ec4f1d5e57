import type {SearchScope} from './versionScope';

/**
 * `/search?q=...` under the site's base URL (SPEC §2: base URL + search page path + ?q={encoded query}),
 * with `&version=` naming the release searched (or `all`) when there is a choice of releases.
 */
export function searchPageUrl(baseUrl: string, query: string, scope?: SearchScope): string {
  const version = scope ? `&version=${encodeURIComponent(scope)}` : '';
  return `${baseUrl}search?q=${encodeURIComponent(query)}${version}`;
}
