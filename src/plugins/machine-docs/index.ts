/**
 * Docs for machines and for sharing, made from the finished build (src/plugins/build-output runs it first):
 * the Markdown of every page at `<route>.md`, `llms.txt` and `llms-full.txt` for the default release and
 * one pair per archived release, `robots.txt`, and a social card per page (src/plugins/machine-docs/cards.mjs).
 *
 * The reading order comes from the loaded sidebars (`allContentLoaded`); everything a page says comes
 * from its rendered HTML, so catalogue components come out as the reader sees them.
 * The work runs in a child process because the unified/satori packages are ESM-only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {BLOG_VERSION, DEFAULT_VERSION, installCommand, TOOLKIT_VERSIONS, VERSIONS} from '../../data/versions';
import {SITE} from '../../data/site';

/** One section of a release, in sidebar order. */
export type OrderedSection = {readonly name: 'Docs' | 'Guides' | 'Blog'; readonly permalinks: readonly string[]};

export type MachineDocsInput = {
  readonly url: string;
  readonly baseUrl: string;
  readonly siteDir: string;
  /** Where rendered social cards are kept between builds. */
  readonly cardCacheDir: string;
  readonly title: string;
  readonly tagline: string;
  /** Docs version name (`current`, `0.2.8`) and the blog (`blog`) -> toolkit release shown in front matter. */
  readonly releases: Readonly<Record<string, {readonly release: string; readonly label: string; readonly isDefault: boolean}>>;
  readonly defaultRelease: string;
  readonly blogRelease: string;
  /** Per docs version name: its sections in reading order (the blog goes with the default release). */
  readonly order: Readonly<Record<string, readonly OrderedSection[]>>;
};

type SidebarItem = {type: string; id?: string; items?: SidebarItem[]};
type LoadedVersion = {versionName: string; docs: {id: string; permalink: string}[]; sidebars: Record<string, SidebarItem[]>};
type DocsContent = {loadedVersions: LoadedVersion[]};
type BlogContent = {blogPosts: {metadata: {permalink: string}}[]};

function sidebarIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.type === 'doc' && item.id ? [item.id] : []), ...(item.items ? sidebarIds(item.items) : [])]);
}

/** The permalinks of a docs plugin's version in sidebar order (docs outside every sidebar last). */
function versionOrder(version: LoadedVersion): string[] {
  const byId = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
  const ordered = [...new Set(Object.values(version.sidebars).flatMap(sidebarIds))].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return [...ordered, ...version.docs.map((doc) => doc.permalink).filter((link) => !ordered.includes(link))];
}

export function readingOrder(allContent: Record<string, Record<string, unknown>>): MachineDocsInput['order'] {
  const docsPlugins = allContent['docusaurus-plugin-content-docs'] ?? {};
  const docs = (docsPlugins.default as DocsContent | undefined)?.loadedVersions ?? [];
  const guides = (docsPlugins.guides as DocsContent | undefined)?.loadedVersions ?? [];
  const blog = (allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined)?.blogPosts ?? [];
  return Object.fromEntries(
    docs.map((version) => {
      const guideVersion = guides.find((g) => g.versionName === version.versionName);
      const sections: OrderedSection[] = [
        {name: 'Docs', permalinks: versionOrder(version)},
        {name: 'Guides', permalinks: guideVersion ? versionOrder(guideVersion) : []},
      ];
      if (VERSIONS[DEFAULT_VERSION].docsVersion === version.versionName) {
        sections.push({name: 'Blog', permalinks: blog.map((post) => post.metadata.permalink)});
      }
      return [version.versionName, sections];
    }),
  );
}

export const CARD_CACHE_DIR = 'node_modules/.cache/social-cards';

export function machineDocsInput(siteDir: string, url: string, baseUrl: string, order: MachineDocsInput['order']): MachineDocsInput {
  return {
    url,
    baseUrl,
    siteDir,
    cardCacheDir: path.join(siteDir, CARD_CACHE_DIR),
    title: SITE.title,
    tagline: SITE.tagline,
    releases: Object.fromEntries(
      TOOLKIT_VERSIONS.map((version) => [
        VERSIONS[version].docsVersion,
        {release: VERSIONS[version].release, label: VERSIONS[version].label, isDefault: version === DEFAULT_VERSION, install: installCommand(version)},
      ]),
    ),
    defaultRelease: VERSIONS[DEFAULT_VERSION].release,
    blogRelease: VERSIONS[BLOG_VERSION].release,
    order,
  };
}

/**
 * The sitemap plugin writes sitemap.xml in its own postBuild, which Docusaurus runs alongside ours:
 * wait (without blocking it) until the file is complete.
 */
async function sitemapReady(outDir: string, timeoutMs = 120_000): Promise<void> {
  const file = path.join(outDir, 'sitemap.xml');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trimEnd().endsWith('</urlset>')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`site-machine-docs: ${file} was not written within ${timeoutMs / 1000} s`);
}

/** Runs the child over a finished build. */
export async function writeMachineDocs(outDir: string, input: MachineDocsInput): Promise<void> {
  await sitemapReady(outDir);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'machine-docs-')), 'input.json');
  fs.writeFileSync(file, JSON.stringify(input));
  try {
    execFileSync(process.execPath, [path.join(__dirname, 'build.mjs'), outDir, file], {stdio: 'inherit'});
  } finally {
    fs.rmSync(path.dirname(file), {recursive: true, force: true});
  }
}
