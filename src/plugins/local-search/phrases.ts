/**
 * Readers' words for each page ("search phrases"), gathered at build time for the search index:
 * catalogue entries (vulnerabilities, attacks, guards) give them for their class pages, front matter
 * `search_phrases` for every other docs, guides or blog page. The indexer puts them into a `phrases`
 * field of each page, which search weighs like a title.
 */
import type {AllContent} from '@docusaurus/types';
import {TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../data/versions';
import {vulnerabilitiesOf} from '../../data/vulnerabilities';
import {attacksOf} from '../../data/attacks';
import {GUARDS} from '../../data/guards';
import type {Reference} from '../api-reference/model';
import type {Entry} from '../api-reference/types';
import {isIdentifier} from './client/query';

/** The front matter key of docs, guides and blog pages. */
export const PHRASES_KEY = 'search_phrases';

/** Phrases longer than this are cut: they are search words, not prose. */
const MAX_PHRASE_LENGTH = 120;

/** Catalogue phrases by release and docs page id (`1.0:red-teaming-vulnerabilities-bias`). */
export function cataloguePhrases(): Map<string, readonly string[]> {
  const byPage = new Map<string, readonly string[]>();
  const add = (version: ToolkitVersion, pageId: string | null, phrases: readonly string[]) => {
    if (!pageId || !phrases.length) return;
    const key = `${version}:${pageId}`;
    byPage.set(key, [...(byPage.get(key) ?? []), ...phrases]);
  };
  for (const version of TOOLKIT_VERSIONS) {
    for (const entry of vulnerabilitiesOf(version)) add(version, entry.pageId, entry.searchPhrases);
    for (const entry of attacksOf(version)) add(version, entry.pageId, entry.searchPhrases);
    // Guards are the same in every release.
    for (const entry of GUARDS) add(version, entry.pageId, entry.searchPhrases);
  }
  return byPage;
}

/** A front matter value as a clean list of phrases: strings only, trimmed, without empties. */
export function phrasesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/\s+/g, ' ').trim().slice(0, MAX_PHRASE_LENGTH))
    .filter(Boolean);
}

/**
 * The code names the docs define: every name of the API reference (entries, methods, parameters,
 * fields, members) of every release, lower-cased, and the toolkit's and deepeval's environment
 * variables. Search sends a pasted name to the page that defines it; a guide or post that carried the
 * name in its phrases (weighted like a title) would outrank that page with a sample that only uses it.
 */
export function referenceNames(references: Readonly<Record<string, Reference>>): Set<string> {
  const names = new Set<string>();
  const add = (name: string) => {
    for (const part of name.split(/[\s.]+/)) if (part) names.add(part.toLowerCase());
  };
  const addEntry = (entry: Entry) => {
    add(entry.name);
    for (const param of entry.signature?.params ?? []) add(param.name);
    for (const item of entry.fields?.items ?? []) add(item.name);
    for (const item of entry.members?.items ?? []) add(item.name);
    for (const method of entry.methods) {
      add(method.name);
      for (const param of method.signature.params) add(param.name);
    }
    entry.companions.forEach(addEntry);
  };
  for (const reference of Object.values(references)) reference.entries.forEach(addEntry);
  return names;
}

/** A toolkit's or deepeval's environment variable (`DEEPTEAM_TELEMETRY_OPT_OUT`). */
const TOOLKIT_ENV_VAR = /^(DEEPTEAM|DEEPEVAL|CONFIDENT)_[A-Z0-9_]+$/;

/**
 * A guide's or post's phrases without the code names the docs define (see referenceNames): the words
 * around them stay, a phrase left empty goes. Other code names (a provider SDK's error codes, say) stay:
 * no docs page defines them, and the guide is their page.
 */
export function withoutReferenceNames(phrases: readonly string[], names: ReadonlySet<string>): string[] {
  const isReferenceName = (token: string) =>
    TOOLKIT_ENV_VAR.test(token) || (isIdentifier(token) && names.has(token.replace(/\(\)$/, '').toLowerCase()));
  return phrases
    .map((phrase) =>
      phrase
        .split(' ')
        .filter((token) => !isReferenceName(token))
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
}

type DocLike = {id: string; permalink: string; frontMatter: Record<string, unknown>};
type DocsContent = {loadedVersions: {versionName: string; docs: DocLike[]}[]};
type BlogContent = {blogPosts: {metadata: {permalink: string; frontMatter: Record<string, unknown>}}[]};

/** The docs version name of a release ('current' for the newest, the release itself for an archive). */
function releaseOfVersionName(versionName: string): ToolkitVersion | null {
  const match = TOOLKIT_VERSIONS.find((version) => VERSIONS[version].docsVersion === versionName);
  return match ?? null;
}

/**
 * Every page's phrases by its path without the base URL (`/docs/data-privacy`). A page of an older
 * release without its own takes those of the same page in the newest release that has them: archive
 * pages are frozen, and a page's subject does not change between releases.
 */
export function pagePhrases(allContent: AllContent, baseUrl: string, names: ReadonlySet<string> = new Set()): Record<string, string[]> {
  const catalogue = cataloguePhrases();
  const result: Record<string, string[]> = {};
  const routeOf = (permalink: string) => `/${permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '')}`.replace(/\/$/, '');
  for (const pluginId of ['default', 'guides']) {
    const content = allContent['docusaurus-plugin-content-docs']?.[pluginId] as DocsContent | undefined;
    if (!content) continue;
    const newestById = new Map<string, string[]>();
    // Newest first, so an archive page can fall back on the phrases of its newer self.
    const versions = [...content.loadedVersions].sort((a, b) => (a.versionName === 'current' ? -1 : b.versionName === 'current' ? 1 : 0));
    for (const version of versions) {
      const release = releaseOfVersionName(version.versionName);
      for (const doc of version.docs) {
        const written = phrasesOf(doc.frontMatter[PHRASES_KEY]);
        const own = [...(pluginId === 'guides' ? withoutReferenceNames(written, names) : written), ...(release ? (catalogue.get(`${release}:${doc.id}`) ?? []) : [])];
        if (own.length && !newestById.has(doc.id)) newestById.set(doc.id, own);
        const phrases = own.length ? own : (newestById.get(doc.id) ?? []);
        if (phrases.length) result[routeOf(doc.permalink)] = [...new Set(phrases)];
      }
    }
  }
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  for (const post of blog?.blogPosts ?? []) {
    const phrases = withoutReferenceNames(phrasesOf(post.metadata.frontMatter[PHRASES_KEY]), names);
    if (phrases.length) result[routeOf(post.metadata.permalink)] = phrases;
  }
  return result;
}
