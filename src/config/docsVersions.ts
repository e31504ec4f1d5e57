/**
 * The docs plugins' version options, from src/data/versions.ts: which version /docs and /guides serve
 * without a version segment, each version's URL segment, label and banner. While the newest release's
 * docs are a preview (DEFAULT_VERSION is not NEWEST_VERSION) they live under /docs/next with an
 * "unreleased" banner; when they become the default, the older release moves under /docs/<release>.
 */
import {BLOG_VERSION, DEFAULT_VERSION, NEWEST_VERSION, TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../data/versions';

export const NEWEST_IS_PREVIEW = DEFAULT_VERSION !== NEWEST_VERSION;

/** The URL segment of a release's docs under /docs and /guides ('' for the default release). */
export function versionPath(version: ToolkitVersion): string {
  if (version === DEFAULT_VERSION) return '';
  return version === NEWEST_VERSION ? 'next' : VERSIONS[version].docsVersion;
}

/** Where a release's docs (or guides) live: `/docs` for the default release, `/docs/0.2.8` for another. */
export function versionBase(version: ToolkitVersion, section: 'docs' | 'guides' = 'docs'): string {
  const segment = versionPath(version);
  return segment ? `/${section}/${segment}` : `/${section}`;
}

/** The dropdown's label: the release with a `v`, as the navbar badge always showed it. */
export function versionLabel(version: ToolkitVersion): string {
  return version === NEWEST_VERSION && NEWEST_IS_PREVIEW ? `v${VERSIONS[version].label} (preview)` : `v${VERSIONS[version].label}`;
}

export function docsVersionOptions() {
  return {
    lastVersion: VERSIONS[DEFAULT_VERSION].docsVersion,
    versions: Object.fromEntries(
      TOOLKIT_VERSIONS.map((version) => [
        VERSIONS[version].docsVersion,
        {
          label: versionLabel(version),
          path: versionPath(version),
          // Our own banner (src/theme/DocVersionBanner) names the release; the theme's is not used.
          banner: 'none' as const,
          badge: false,
          // A preview is kept out of search engines, the sitemap and the site search.
          noIndex: version === NEWEST_VERSION && NEWEST_IS_PREVIEW,
        },
      ]),
    ),
  };
}

/**
 * For the link rewriter: each release's content folders and the URL prefixes its pages link under.
 * The blog is not versioned, but its code targets BLOG_VERSION, so its docs links open that release.
 */
export function versionedLinkOptions(siteDir: string) {
  return TOOLKIT_VERSIONS.map((version) => {
    const {docs, guides} = VERSIONS[version].contentDirs;
    return {
      dirs: [docs, guides, ...(version === BLOG_VERSION ? ['blog'] : [])].map((dir) => `${siteDir}/${dir}/`),
      docs: versionBase(version, 'docs'),
      guides: versionBase(version, 'guides'),
    };
  });
}
