/**
 * Keeps a versioned page's links inside its own release. Pages link to each other as `/docs/<id>` and
 * `/guides/<id>`, the same in every version's copy; this plugin rewrites those links in a page of a
 * release that is not served at /docs to that release's prefix (`/docs/next/<id>`, `/docs/0.2.8/<id>`),
 * so a reader of the 0.2.8 archive stays in the archive and a reader of the 1.0 docs stays in 1.0.
 * Markdown links and the `href`/`to` of JSX elements are rewritten. The blog is not versioned; its posts'
 * links open the release their code targets (see versionedLinkOptions).
 */
import type {Root} from 'mdast';

export type VersionedLinkOptions = {
  readonly versions: readonly {readonly dirs: readonly string[]; readonly docs: string; readonly guides: string}[];
};

type Node = {type: string; url?: string; attributes?: {type: string; name?: string; value?: unknown}[]; children?: Node[]};

/** The rewritten URL, or the URL unchanged when it is not a /docs or /guides link. */
export function rewriteLink(url: string, prefixes: {docs: string; guides: string}): string {
  const match = /^\/(docs|guides)(\/[^?#]*)?([?#].*)?$/.exec(url);
  if (!match) return url;
  const base = match[1] === 'docs' ? prefixes.docs : prefixes.guides;
  if (base === `/${match[1]}`) return url;
  return `${base}${match[2] ?? ''}${match[3] ?? ''}`;
}

function visit(node: Node, fn: (node: Node) => void): void {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

export default function remarkVersionedLinks(options: VersionedLinkOptions) {
  return (tree: Root, file: {path?: string; history?: string[]}): void => {
    const path = file.path ?? file.history?.[0] ?? '';
    const version = options.versions.find((v) => v.dirs.some((dir) => path.startsWith(dir)));
    if (!version) return;
    visit(tree as unknown as Node, (node) => {
      if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
        node.url = rewriteLink(node.url, version);
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.attributes) {
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || attribute.name === 'to') && typeof attribute.value === 'string') {
            attribute.value = rewriteLink(attribute.value, version);
          }
        }
      }
    });
  };
}
