/**
 * Loads KaTeX's stylesheet only on pages that contain math: when a Markdown tree has a math node, this
 * remark plugin adds `import 'katex/dist/katex.min.css'` to that page, so the bundler puts the
 * stylesheet (and its fonts, as files) in the page's own chunk instead of the site-wide CSS.
 */
import type {Root} from 'mdast';

const KATEX_CSS = 'katex/dist/katex.min.css';

function hasMath(node: {type: string; children?: unknown[]}): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  return (node.children ?? []).some((child) => hasMath(child as {type: string; children?: unknown[]}));
}

export default function remarkKatexCss() {
  return (tree: Root): void => {
    if (!hasMath(tree)) return;
    const importNode = {
      type: 'mdxjsEsm',
      value: `import '${KATEX_CSS}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: KATEX_CSS, raw: `'${KATEX_CSS}'`}}],
        },
      },
    };
    tree.children.unshift(importNode as unknown as Root['children'][number]);
  };
}
