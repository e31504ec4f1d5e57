/**
 * Rehype plugin: wraps every Markdown table in a focusable, labelled scroll container, so wide
 * tables scroll sideways on a phone without widening the page, and keyboard users can scroll them
 * (axe: scrollable-region-focusable). Display formulas, which scroll the same way, get the same
 * treatment. Runs after rehype-katex.
 */

type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]};

export const TABLE_WRAPPER_CLASS = 'table-scroll';

function isDisplayMath(node: Node): boolean {
  const className = node.properties?.className;
  return Array.isArray(className) && className.includes('katex-display');
}

function wrapTables(node: Node): void {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type === 'element' && isDisplayMath(child)) {
      // Wide formulas scroll sideways too; make that region reachable by keyboard.
      child.properties = {...child.properties, tabIndex: 0, role: 'region', ariaLabel: 'Formula'};
      return child;
    }
    if (child.type === 'element' && child.tagName === 'table') {
      return {
        type: 'element',
        tagName: 'div',
        properties: {
          className: [TABLE_WRAPPER_CLASS],
          tabIndex: 0,
          role: 'region',
          ariaLabel: 'Table (scrolls sideways on narrow screens)',
        },
        children: [child],
      };
    }
    wrapTables(child);
    return child;
  });
}

export default function rehypeScrollableTables() {
  return (tree: Node): void => wrapTables(tree);
}
