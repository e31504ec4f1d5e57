/**
 * Also links each class page to its class's entry: the at-a-glance cards of vulnerability, attack and guard
 * pages carry the link (src/components/ApiEntryLink); a class page without a card (the framework pages)
 * gets the same link as a note before its first section, from the catalogue's class -> page map.
 *
 * Wires the API reference pages to their data. A page writes `<ApiReference group="vulnerabilities" />`
 * (or `<ApiIndex />` for the index); this plugin imports that page's JSON module, written at build time
 * by ./index.ts for the page's release (read from the file's folder), passes it as `data`, and exports
 * its table of contents, so the TOC lists every module and name. Runs before Docusaurus' own remark
 * plugins, which then keep the exported `toc`.
 */
import type {Root} from 'mdast';
import {TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../data/versions';
import {releaseFacts} from '../../data/toolkit';
import {frameworksOf} from '../../data/frameworks';
import {API_GROUPS} from './groups';
import type {ApiGroupId} from './types';

export type ApiRemarkOptions = {readonly siteDir: string};

/** Where the data of a page is, as a module path (see createData in ./index.ts). */
export const dataModule = (version: ToolkitVersion, group: ApiGroupId | null) => `@site-api-reference/data/${version}-${group ?? 'index'}.json`;

type Attribute = {type: string; name?: string; value?: unknown};
type Node = {type: string; name?: string | null; attributes?: Attribute[]; children?: Node[]};

const DATA = '__apiReferenceData';

const identifier = (name: string) => ({type: 'Identifier', name});

function esm(value: string, body: unknown[]) {
  return {type: 'mdxjsEsm', value, data: {estree: {type: 'Program', sourceType: 'module', body}}};
}

function findElements(node: Node, names: readonly string[], found: Node[] = []): Node[] {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && names.includes(node.name)) found.push(node);
  for (const child of node.children ?? []) findElements(child, names, found);
  return found;
}

export function releaseOfFile(siteDir: string, file: string): ToolkitVersion | null {
  const dir = siteDir.replace(/\/$/, '');
  return TOOLKIT_VERSIONS.find((version) => file.startsWith(`${dir}/${VERSIONS[version].contentDirs.docs}/`)) ?? null;
}

/** The components that show a class's at-a-glance card, which carries the link to its API entry. */
export const CARDS = ['VulnerabilityAtAGlance', 'AttackAtAGlance', 'GuardAtAGlance'] as const;

type ClassPage = {importStatement: string; group: ApiGroupId};

/** Every class page of a release (docs page id -> the class's import line and reference group), from the catalogue. */
export function classPagesOf(version: ToolkitVersion): Record<string, ClassPage> {
  const facts = releaseFacts(version);
  const pages: Record<string, ClassPage> = {};
  const add = (table: Record<string, {pageId: string | null; importStatement: string}>, group: ApiGroupId) => {
    for (const entry of Object.values(table)) if (entry.pageId) pages[entry.pageId] = {importStatement: entry.importStatement, group};
  };
  add(facts.vulnerabilities as never, 'vulnerabilities');
  add(facts.attacks as never, 'attacks');
  add(facts.guards as never, 'guardrails');
  for (const framework of frameworksOf(version)) if (framework.pageId) pages[framework.pageId] = {importStatement: framework.importStatement, group: 'frameworks'};
  return pages;
}

function linkClassPage(tree: Root, docId: string, classPages: Record<string, ClassPage>): void {
  const page = classPages[docId];
  if (!page || findElements(tree as unknown as Node, CARDS).length > 0) return;
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  const note = {
    type: 'mdxJsxFlowElement',
    name: 'ApiEntryLink',
    attributes: [attribute('importStatement', page.importStatement), attribute('group', page.group), attribute('variant', 'note')],
    children: [],
  };
  const at = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 2);
  tree.children.splice(at < 0 ? tree.children.length : at, 0, note as never);
}

export default function remarkApiReference(options: ApiRemarkOptions) {
  const classPages = Object.fromEntries(TOOLKIT_VERSIONS.map((v) => [v, classPagesOf(v)])) as Record<ToolkitVersion, Record<string, ClassPage>>;
  return (tree: Root, file: {path?: string; history?: string[]; data?: {frontMatter?: {id?: unknown}}}): void => {
    const path = file.path ?? file.history?.[0] ?? '';
    const release = releaseOfFile(options.siteDir, path);
    const docId = typeof file.data?.frontMatter?.id === 'string' ? file.data.frontMatter.id : null;
    if (release && docId) linkClassPage(tree, docId, classPages[release]);
    const elements = findElements(tree as unknown as Node, ['ApiReference', 'ApiIndex']);
    if (elements.length === 0) return;
    if (elements.length > 1) throw new Error(`${path}: a page renders one <ApiReference> or <ApiIndex>`);
    const element = elements[0]!;
    const version = releaseOfFile(options.siteDir, path);
    if (!version) throw new Error(`${path}: <${element.name}> is for the docs of a release (docs/, versioned_docs/)`);
    const groupAttribute = element.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'group');
    const group = (groupAttribute?.value ?? null) as string | null;
    if (element.name === 'ApiReference' && !API_GROUPS.some((g) => g.id === group)) {
      throw new Error(`${path}: <ApiReference group="${String(group)}"> names no group of src/plugins/api-reference/groups.ts`);
    }
    if (element.name === 'ApiIndex' && group !== null) throw new Error(`${path}: <ApiIndex> takes no group`);
    const source = dataModule(version, element.name === 'ApiIndex' ? null : (group as ApiGroupId));
    element.attributes = [
      ...(element.attributes ?? []).filter((a) => a.name !== 'data'),
      {
        type: 'mdxJsxAttribute',
        name: 'data',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: DATA,
          data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: identifier(DATA)}]}},
        },
      },
    ];
    tree.children.unshift(
      esm(`import ${DATA} from '${source}';`, [
        {
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(DATA)}],
          attributes: [],
          source: {type: 'Literal', value: source, raw: `'${source}'`},
        },
      ]) as never,
      esm(`export const toc = ${DATA}.toc;`, [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          source: null,
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [
              {
                type: 'VariableDeclarator',
                id: identifier('toc'),
                init: {type: 'MemberExpression', object: identifier(DATA), property: identifier('toc'), computed: false, optional: false},
              },
            ],
          },
        },
      ]) as never,
    );
  };
}
