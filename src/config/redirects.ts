/**
 * Paths that readers reach from outside and that have no page of their own in the newest release:
 * aliases the toolkit's README links to, and the pages of classes new in 1.0 that are not written yet,
 * which lead to the overview that lists the class. Every path points into the newest release's docs.
 * tests/build/links.test.ts checks that every docs path the toolkit's README links resolves.
 */
import {NEWEST_VERSION} from '../data/versions';
import {versionBase} from './docsVersions';

/** Aliases: path segment after /docs/ -> docs page id. */
export const DOC_ALIASES: Readonly<Record<string, string>> = {
  guardrails: 'guardrails-introduction',
  'guidelines-and-frameworks': 'red-teaming-guidelines-framework-introduction',
};

/** Pages of classes new in 1.0 that the README links to; until each is written, its overview. */
export const PENDING_CLASS_PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'agent-identity-abuse',
      'autonomous-agent-drift',
      'cross-context-retrieval',
      'exploit-tool-agent',
      'external-system-abuse',
      'indirect-instruction',
      'inter-agent-communication-compromise',
      'system-reconnaissance',
      'tool-metadata-poisoning',
      'tool-orchestration-abuse',
      'unexpected-code-execution',
    ].map((slug) => [`red-teaming-vulnerabilities-${slug}`, 'red-teaming-vulnerabilities']),
  ),
  ...Object.fromEntries(
    [
      'adversarial-poetry',
      'authority-escalation',
      'character-stream',
      'context-flooding',
      'embedded-instruction-json',
      'emotional-manipulation',
      'synthetic-context-injection',
    ].map((slug) => [`red-teaming-adversarial-attacks-${slug}`, 'red-teaming-adversarial-attacks']),
  ),
};

/** The redirects for @docusaurus/plugin-client-redirects (paths without the base URL). */
export function docsRedirects(): {from: string; to: string}[] {
  const newest = (id: string) => `${versionBase(NEWEST_VERSION)}/${id}`;
  return Object.entries({...DOC_ALIASES, ...PENDING_CLASS_PAGES}).map(([from, id]) => ({from: `/docs/${from}`, to: newest(id)}));
}
