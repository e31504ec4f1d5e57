/**
 * Paths that readers reach from outside and that have no page of their own in the newest release:
 * aliases the toolkit's README links to, and the framework and guide slugs of the toolkit's own site.
 * Every path points into the newest release's docs.
 * tests/build/links.test.ts checks that every docs path the toolkit's README links resolves, and that
 * every alias below redirects to its page in the build.
 */
import {NEWEST_VERSION} from '../data/versions';
import {versionBase} from './docsVersions';

/** Aliases: path segment after /docs/ -> docs page id. */
export const DOC_ALIASES: Readonly<Record<string, string>> = {
  guardrails: 'guardrails-introduction',
  'guidelines-and-frameworks': 'red-teaming-guidelines-framework-introduction',
};

/**
 * The toolkit's own site names its framework pages `frameworks-…` (frameworks-introduction,
 * frameworks-owasp-top-10-for-llms, frameworks-nist-ai-rmf, frameworks-mitre-atlas, …): links copied
 * from it land on our pages, which are named `red-teaming-…`.
 */
export const FRAMEWORK_ALIASES: Readonly<Record<string, string>> = {
  'frameworks-introduction': 'red-teaming-guidelines-framework-introduction',
  ...Object.fromEntries(
    [
      'owasp-top-10-for-llms',
      'owasp-top-10-for-agentic-applications',
      'nist-ai-rmf',
      'mitre-atlas',
      'eu-ai-act',
      'aegis',
      'beavertails',
    ].map((slug) => [`frameworks-${slug}`, `red-teaming-${slug}`]),
  ),
};

/**
 * Guide slugs of the toolkit's own site whose job is a docs page here: segment after /guides/ -> docs
 * page id. Its `guide-cli-yaml` guide is our YAML and CLI reference (issue 31).
 */
export const GUIDE_ALIASES: Readonly<Record<string, string>> = {
  'guide-cli-yaml': 'red-teaming-yaml-cli',
};

/** The redirects for @docusaurus/plugin-client-redirects (paths without the base URL). */
export function docsRedirects(): {from: string; to: string}[] {
  const newest = (id: string) => `${versionBase(NEWEST_VERSION)}/${id}`;
  return [
    ...Object.entries({...DOC_ALIASES, ...FRAMEWORK_ALIASES}).map(([from, id]) => ({from: `/docs/${from}`, to: newest(id)})),
    ...Object.entries(GUIDE_ALIASES).map(([from, id]) => ({from: `/guides/${from}`, to: newest(id)})),
  ];
}
