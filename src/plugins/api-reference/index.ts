/**
 * The API reference: at build time, each release's facts sheet becomes the data of its reference pages
 * (./model.ts), and the code samples of that release's pages say where each name is used (./samples.ts).
 * Each page's data is written as its own JSON module (`@generated/site-api-reference/default/<release>-<group>.json`)
 * that only that page imports (./remark.ts wires it to the page's `<ApiReference group="…" />`), so the
 * reference's data ships with the reference pages and nowhere else. The pages themselves are MDX stubs in
 * each release's docs (docs/api-*.mdx, versioned_docs/version-0.2.8/api-*.mdx).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BLOG_VERSION, TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../data/versions';
import {releaseFacts} from '../../data/toolkit';
import {frameworksOf} from '../../data/frameworks';
import {buildReference, type Reference} from './model';
import {codeBlocksOf, fenceRelease, markdownFiles, usedIds, type CodeBlock} from './samples';
import {API_GROUPS, API_INDEX_DOC_ID, apiGroup} from './groups';
import type {ApiGroupId, ApiIndexData, ApiPageData, Entry, PageLink, Section, TocItem} from './types';

export const PLUGIN_NAME = 'site-api-reference';
export const FIXTURES = path.join('tests', 'fixtures', 'toolkit-api');

/** The data module of a page: `<release key>-<group>.json`, or `<release key>-index.json`. */
export const dataFileName = (version: ToolkitVersion, group: ApiGroupId | null) => `${version}-${group ?? 'index'}.json`;

/**
 * Each page's data is written twice: `full/` (everything, for the server render and `npm start`) and
 * `browser/` (what the browser build needs: the intro's facts and the table of contents; the entries
 * reach the browser as HTML only). `@site-api-reference/data` points at one or the other per build.
 */
const FULL = 'full';
const BROWSER = 'browser';

/** Drops null and false values from the JSON the browser loads (the components read absent as null or false). */
export const compactJson = (_key: string, value: unknown) => (value === null || value === false ? undefined : value);

type Content = {
  references: Record<string, Reference>;
  /** Per release: entry id -> source files (relative to the site) whose samples use it. */
  usage: Record<string, Record<string, string[]>>;
};

function readJson(siteDir: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(siteDir, FIXTURES, file), 'utf8'));
}

/** Docs page id of each class with a page in a release: the catalogue's vulnerabilities, attacks, guards, frameworks. */
export function classPageIds(version: ToolkitVersion): Record<string, string> {
  const facts = releaseFacts(version);
  const pages: Record<string, string> = {};
  for (const table of [facts.vulnerabilities, facts.attacks, facts.guards] as Record<string, {pageId: string | null}>[]) {
    for (const [name, entry] of Object.entries(table)) if (entry.pageId) pages[name] = entry.pageId;
  }
  for (const framework of frameworksOf(version)) if (framework.pageId) pages[framework.className] = framework.pageId;
  return pages;
}

/** Each release's reference, from the sheets in tests/fixtures/toolkit-api. */
export function loadReferences(siteDir: string): Record<string, Reference> {
  const availability = readJson(siteDir, 'availability.json');
  const sheets = Object.fromEntries(TOOLKIT_VERSIONS.map((v) => [v, readJson(siteDir, VERSIONS[v].sheet)]));
  return Object.fromEntries(
    TOOLKIT_VERSIONS.map((version) => {
      const other = TOOLKIT_VERSIONS.find((v) => v !== version)!;
      return [version, buildReference({sheet: sheets[version], otherSheet: sheets[other], availability, pageIds: classPageIds(version)})];
    }),
  );
}

/** The reference's docs pages of each release: the index and one per group that has names in that release. */
export function referencePages(references: Record<string, Reference>): Record<ToolkitVersion, {id: string; label: string}[]> {
  return Object.fromEntries(
    TOOLKIT_VERSIONS.map((version) => [
      version,
      [{id: API_INDEX_DOC_ID, label: 'Overview'}, ...API_GROUPS.filter((g) => references[version]!.pages.has(g.id)).map((g) => ({id: g.docId, label: g.label}))],
    ]),
  ) as Record<ToolkitVersion, {id: string; label: string}[]>;
}

/** The pages of each release's docs and guides, and the blog (its code targets BLOG_VERSION). */
export function contentFolders(): {dir: string; version: ToolkitVersion}[] {
  return [
    ...TOOLKIT_VERSIONS.flatMap((version) => [VERSIONS[version].contentDirs.docs, VERSIONS[version].contentDirs.guides].map((dir) => ({dir, version}))),
    {dir: 'blog', version: BLOG_VERSION},
  ];
}

/**
 * Which pages' samples use each name, per release: entry id -> page files (relative to the site).
 * A fence that names another release (`version="0.2.8"`) counts for that release.
 */
export function sampleUsage(siteDir: string, references: Record<string, Reference>): Record<string, Record<string, string[]>> {
  const usage: Record<string, Record<string, string[]>> = Object.fromEntries(TOOLKIT_VERSIONS.map((v) => [v, {}]));
  for (const {dir, version} of contentFolders()) {
    for (const file of markdownFiles(path.join(siteDir, dir))) {
      const relative = path.relative(siteDir, file).split(path.sep).join('/');
      const byRelease = new Map<ToolkitVersion, CodeBlock[]>();
      for (const block of codeBlocksOf(fs.readFileSync(file, 'utf8'))) {
        const release = fenceRelease(block.meta) ?? version;
        byRelease.set(release, [...(byRelease.get(release) ?? []), block]);
      }
      for (const [release, blocks] of byRelease) {
        for (const id of usedIds(blocks, references[release]!.usage)) (usage[release]![id] ??= []).push(relative);
      }
    }
  }
  return usage;
}

type DocsVersion = {versionName: string; docs: {id: string; title: string; permalink: string; source: string}[]};
type AllContent = Record<string, Record<string, unknown>>;

/** Title and URL of every docs page, guide and post, by source file (`docs/x.mdx`), and docs pages by version and id. */
function pageIndex(allContent: AllContent) {
  const bySource = new Map<string, PageLink>();
  const byId = new Map<string, PageLink>();
  const docsPlugins = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [pluginId, content] of Object.entries(docsPlugins)) {
    for (const version of (content as {loadedVersions: DocsVersion[]}).loadedVersions) {
      for (const doc of version.docs) {
        const link = {title: doc.title, href: doc.permalink};
        bySource.set(doc.source.replace(/^@site\//, ''), link);
        if (pluginId === 'default') byId.set(`${version.versionName}:${doc.id}`, link);
      }
    }
  }
  const blog = (allContent['docusaurus-plugin-content-blog']?.default as {blogPosts: {metadata: {title: string; permalink: string; source: string}}[]} | undefined)?.blogPosts ?? [];
  for (const post of blog) bySource.set(post.metadata.source.replace(/^@site\//, ''), {title: post.metadata.title, href: post.metadata.permalink});
  return {bySource, byId};
}

const IDENTIFIER = /[A-Za-z_]\w*/g;

/** The names a page's annotations, bases, values and facts mention that are entries: name -> URL. */
function linksOf(sections: readonly Section[], reference: Reference, hrefOf: (id: string) => string | null, onPage: Set<string>): Record<string, string> {
  const names = new Set<string>();
  const scan = (text: string | null | undefined) => {
    for (const match of (text ?? '').matchAll(IDENTIFIER)) names.add(match[0]);
  };
  const visit = (entry: Entry) => {
    entry.bases.forEach(scan);
    scan(entry.value);
    for (const fact of entry.facts) (fact.refs ?? []).forEach(scan);
    const params = [...(entry.signature?.params ?? []), ...(entry.fields?.items ?? []), ...entry.methods.flatMap((m) => m.signature.params)];
    for (const p of params) scan(p.annotation);
    scan(entry.signature?.returns);
    for (const m of entry.methods) {
      scan(m.signature.returns);
      scan(m.returnsAtRuntime);
    }
    if (entry.types?.enumId) names.add(entry.types.enumId.split('.').pop()!);
    entry.companions.forEach(visit);
  };
  sections.forEach((s) => s.entries.forEach(visit));
  const links: Record<string, string> = {};
  for (const name of [...names].sort()) {
    const id = reference.idOfName.get(name);
    if (!id) continue;
    const href = onPage.has(id) ? `#${id}` : hrefOf(id);
    if (href) links[name] = href;
  }
  return links;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's table of contents: each module, then its entries. */
export function tocOf(sections: readonly Section[]): TocItem[] {
  return sections.flatMap((section) => [
    {value: `<code>${escapeHtml(section.title)}</code>`, id: section.id, level: 2},
    ...section.entries.map((entry) => ({value: `<code>${escapeHtml(entry.name)}</code>`, id: entry.id, level: 3})),
  ]);
}

export default function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  const {siteDir} = context;
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      const references = loadReferences(siteDir);
      return {references, usage: sampleUsage(siteDir, references)};
    },
    async allContentLoaded({allContent, actions}) {
      const content = (allContent[PLUGIN_NAME] as Record<string, Content>).default!;
      const {bySource, byId} = pageIndex(allContent as AllContent);
      for (const version of TOOLKIT_VERSIONS) {
        const reference = content.references[version]!;
        const usage = content.usage[version]!;
        const docsVersion = VERSIONS[version].docsVersion;
        const docLink = (id: string) => byId.get(`${docsVersion}:${id}`) ?? null;
        const groupHref = (group: ApiGroupId) => docLink(apiGroup(group).docId)?.href ?? null;
        const hrefOf = (id: string) => {
          const group = reference.groupOf.get(id);
          const page = group ? groupHref(group) : null;
          return page ? `${page}#${id}` : null;
        };
        /** The pages whose samples use a name: its own page first, then docs, guides and posts, each by title. */
        const usedOn = (id: string, own: PageLink | null = null) => {
          const rank = (link: PageLink) => (own && link.href === own.href ? 0 : /\/docs\//.test(link.href) ? 1 : /\/guides\//.test(link.href) ? 2 : 3);
          return [...new Set(usage[id] ?? [])]
            .map((file) => bySource.get(file))
            .filter((link): link is PageLink => Boolean(link))
            .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
        };
        const withUsage = (entry: Entry): Entry => {
          const page = entry.pageId ? docLink(entry.pageId) : null;
          return {
            ...entry,
            usedOn: usedOn(entry.id, page),
            methods: entry.methods.map((m) => ({...m, usedOn: usedOn(m.id, page)})),
            companions: entry.companions.map(withUsage),
            page,
          };
        };
        const source = {ref: VERSIONS[version].source.ref, url: VERSIONS[version].source.url};
        const index: ApiIndexData['groups'][number][] = [];
        for (const [group, sections] of reference.pages) {
          const withUse = sections.map((section) => ({...section, entries: section.entries.map(withUsage)}));
          const onPage = new Set(withUse.flatMap((s) => [s.id, ...s.entries.flatMap((e) => [e.id, ...e.companions.map((c) => c.id)])]));
          const data: ApiPageData = {
            group,
            release: reference.release,
            otherRelease: reference.otherRelease,
            source,
            sections: withUse,
            links: linksOf(withUse, reference, hrefOf, onPage),
            entryCount: sections.reduce((n, s) => n + s.entries.reduce((m, e) => m + 1 + e.companions.length, 0), 0),
            toc: tocOf(withUse),
          };
          await actions.createData(`${FULL}/${dataFileName(version, group)}`, JSON.stringify(data, compactJson));
          await actions.createData(`${BROWSER}/${dataFileName(version, group)}`, JSON.stringify({...data, sections: [], links: {}}, compactJson));
          const href = groupHref(group) ?? '';
          index.push({
            group,
            title: apiGroup(group).label,
            href,
            entries: sections.flatMap((s) => s.entries.flatMap((e) => [e, ...e.companions])).map((e) => ({id: e.id, name: e.name, kind: e.kind})),
          });
        }
        const indexData: ApiIndexData = {
          release: reference.release,
          otherRelease: reference.otherRelease,
          source,
          groups: index,
          entryCount: index.reduce((n, g) => n + g.entries.length, 0),
          toc: index.map((g) => ({value: escapeHtml(g.title), id: g.group, level: 2})),
        };
        // The index renders in the browser too: both builds get all of it.
        for (const dir of [FULL, BROWSER]) await actions.createData(`${dir}/${dataFileName(version, null)}`, JSON.stringify(indexData, compactJson));
      }
    },
    configureWebpack(_config, isServer) {
      const full = isServer || process.env.NODE_ENV !== 'production';
      const dataDir = path.join(context.generatedFilesDir, PLUGIN_NAME, 'default');
      return {
        resolve: {
          alias: {
            '@site-api-reference/data': path.join(dataDir, full ? FULL : BROWSER),
            '@site-api-reference/render': path.join(siteDir, 'src', 'components', 'ApiReference', full ? 'render.tsx' : 'noRender.ts'),
          },
        },
      };
    },
    getPathsToWatch() {
      return [
        path.join(siteDir, FIXTURES, '*.json'),
        ...contentFolders().map(({dir}) => path.join(siteDir, dir, '**/*.{md,mdx}')),
      ];
    },
  };
}

export {API_GROUPS, API_INDEX_DOC_ID};
