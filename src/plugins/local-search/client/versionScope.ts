/**
 * Which release a search covers. Docs and guides pages carry a `version` filter (their toolkit
 * release); blog posts carry every release's. A search covers one release, the reader's by default,
 * or all of them. A release whose docs are a preview is not indexed, so it is not offered.
 */
import {DEFAULT_VERSION, NEWEST_VERSION, TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../../data/versions';
import {NEWEST_IS_PREVIEW} from '../../../config/docsVersions';

export const ALL_RELEASES = 'all';
export type SearchScope = ToolkitVersion | typeof ALL_RELEASES;

/** The releases whose pages are in the index, newest first. */
export const SEARCHABLE_VERSIONS: readonly ToolkitVersion[] = TOOLKIT_VERSIONS.filter(
  (version) => !(version === NEWEST_VERSION && NEWEST_IS_PREVIEW),
);

/** The choices of the scope switch: each indexed release, then all of them (when there are several). */
export const SCOPES: readonly SearchScope[] =
  SEARCHABLE_VERSIONS.length > 1 ? [...SEARCHABLE_VERSIONS, ALL_RELEASES] : SEARCHABLE_VERSIONS;

/** A reader's release as a scope: a release that is not indexed falls back to the default one. */
export function scopeForVersion(version: ToolkitVersion | null | undefined): SearchScope {
  return version && SEARCHABLE_VERSIONS.includes(version) ? version : DEFAULT_VERSION;
}

/** A scope from a URL parameter: anything but a known scope is the given fallback. */
export function parseScope(value: string | null | undefined, fallback: SearchScope): SearchScope {
  return SCOPES.find((scope) => scope === value) ?? fallback;
}

export function scopeLabel(scope: SearchScope): string {
  return scope === ALL_RELEASES ? 'All releases' : `v${VERSIONS[scope].label}`;
}

/** Pagefind's search options for a scope. */
export function filtersFor(scope: SearchScope): {filters?: {version: string}} {
  return scope === ALL_RELEASES ? {} : {filters: {version: scope}};
}
