/**
 * Puts each ```mermaid fence on its page as `<mermaid value=… diagram=… width=… height=…>`, which the
 * theme's MDX component map renders with src/theme/Mermaid: the SVGs committed in static/diagrams
 * (`npm run diagrams`), never Mermaid itself. `diagram` is the key the SVG files are named by; width and
 * height (from the SVG's viewBox) let the page keep the diagram's space before its SVG arrives.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {SVG_DIR, diagramKey, svgFileName, svgSize} from './sources.mjs';

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]};

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

export default function remarkDiagrams(options: {siteDir: string}) {
  const dir = path.join(options.siteDir, SVG_DIR);
  return (tree: Root): void => {
    const walk = (node: Node): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          const source = child.value ?? '';
          const key = diagramKey(source);
          const file = path.join(dir, svgFileName(key));
          const size = fs.existsSync(file) ? svgSize(fs.readFileSync(file, 'utf8')) : null;
          node.children![index] = {
            type: 'mdxJsxFlowElement',
            name: 'mermaid',
            attributes: [
              attribute('value', source),
              attribute('diagram', key),
              ...(size ? [attribute('width', String(size.width)), attribute('height', String(size.height))] : []),
            ],
            children: [],
          } as unknown as Node;
        } else {
          walk(child);
        }
      });
    };
    walk(tree as unknown as Node);
  };
}
