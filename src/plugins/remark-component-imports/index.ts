/**
 * Imports our MDX components into the pages that use them. Registering them in the global MDX
 * component map (src/theme/MDXComponents.tsx) put every component, with the whole catalogue behind it,
 * into the theme chunk of every docs page and blog page, used or not: about 100 KB of JavaScript
 * (uncompressed) that each page downloaded and evaluated. With an import per page, the bundler ships a
 * component and its data only with the pages that render it. Pages still write `<AttackAtAGlance id="x" />`
 * without an import line; one they write themselves is left alone.
 */
import type {Root} from 'mdast';

/** Component name -> module. Names here are usable in any page without an import. */
export const PAGE_COMPONENTS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'ApiEntryLink',
    'ApiIndex',
    'ApiReference',
    'AttackAtAGlance',
    'AttackOverview',
    'AttackParameters',
    'AttackTransformExample',
    'AttackTryIt',
    'DeepevalFacts',
    'DeepevalPin',
    'DeepevalRange',
    'DefenceMap',
    'FrameworkContents',
    'FrameworkCoverage',
    'FrameworkParameters',
    'GuardAtAGlance',
    'GuardOverview',
    'GuardParameters',
    'InstallCommand',
    'OwaspFrameworkContents',
    'OwaspTop10Entries',
    'PrivacyStory',
    'RunCost',
    'VulnerabilityAtAGlance',
    'VulnerabilityOverview',
    'VulnerabilityParameters',
    'VulnerabilityTypesTable',
  ].map((name) => [name, `@site/src/components/${name}`]),
);

type Node = {type: string; name?: string | null; children?: Node[]; data?: {estree?: {body?: Estree[]}}};
type Estree = {type: string; specifiers?: {local?: {name?: string}}[]};

function visit(node: Node, found: (node: Node) => void): void {
  found(node);
  for (const child of node.children ?? []) visit(child, found);
}

function importNode(name: string, source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            attributes: [],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
          },
        ],
      },
    },
  };
}

export default function remarkComponentImports(components: Readonly<Record<string, string>> = PAGE_COMPONENTS) {
  return (tree: Root): void => {
    const used = new Set<string>();
    const imported = new Set<string>();
    visit(tree as unknown as Node, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && components[node.name]) {
        used.add(node.name);
      }
      if (node.type === 'mdxjsEsm') {
        for (const statement of node.data?.estree?.body ?? []) {
          for (const specifier of statement.specifiers ?? []) if (specifier.local?.name) imported.add(specifier.local.name);
        }
      }
    });
    const imports = [...used].filter((name) => !imported.has(name)).sort().map((name) => importNode(name, components[name]!));
    tree.children.unshift(...(imports as unknown as Root['children']));
  };
}
