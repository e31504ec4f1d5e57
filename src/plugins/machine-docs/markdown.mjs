// The Markdown of one rendered page: its article (docs, guides, posts) or its main content, through
// unified (rehype-parse -> rehype-remark -> remark-gfm -> remark-stringify), with our handling of the
// theme's code blocks, admonitions, math and diagrams. Shared by build.mjs and the tests.
import {fromHtml} from 'hast-util-from-html';
import {matches, select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {unified} from 'unified';
import rehypeRemark from 'rehype-remark';
import {defaultHandlers} from 'hast-util-to-mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';

/** Reader chrome inside the article: anchors, buttons, the phone TOC, edit and pagination links, icons. */
const REMOVE = [
  '.hash-link',
  'button',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.copy-page',
  'nav',
  'svg',
  'script',
  'style',
  'noscript',
  'template',
  'footer',
  '[data-md-skip]',
].join(', ');

const attribute = (html, pattern) => pattern.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") ?? null;

/** What the page's head says about it. */
export function pageFacts(html) {
  const title = attribute(html, /<meta[^>]+property=["']?og:title["']?[^>]+content="([^"]*)"/) ?? attribute(html, /<title[^>]*>([^<]*)<\/title>/) ?? '';
  return {
    title: title.replace(/ \| DeepTeam$/, ''),
    description: attribute(html, /<meta[^>]+name=["']?description["']?[^>]+content="([^"]*)"/) ?? '',
    canonical: attribute(html, /<link[^>]+rel=["']?canonical["']?[^>]+href=["']?([^"'\s>]+)/),
    docsVersion: attribute(html, /<meta[^>]+name=["']?docusaurus_version["']?[^>]+content=["']?([^"'\s>/]+)/),
  };
}

/** The part of the page that is its content. Only <main> is parsed: the chrome around it is most of the HTML. */
function contentRoot(html) {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  const tree = fromHtml(start >= 0 && end > start ? html.slice(start, end + 7) : html, {fragment: true});
  return select('.theme-doc-markdown', tree) ?? select('article', tree) ?? select('main', tree) ?? tree;
}

/** Removes matching elements everywhere below `node`. */
function prune(node, selector) {
  if (!node.children) return;
  // Comments are React's text separators (<!-- -->), never content.
  node.children = node.children.filter((child) => child.type !== 'comment' && !(child.type === 'element' && matches(selector, child)));
  for (const child of node.children) prune(child, selector);
}

/** A `pre` (so whitespace survives the converter's minifying) that the `pre` handler turns into a fenced block. */
const codeElement = (lang, meta, value) => ({type: 'element', tagName: 'pre', properties: {dataLang: lang, dataMeta: meta}, children: [{type: 'text', value}]});

const classes = (node) => (Array.isArray(node.properties?.className) ? node.properties.className.map(String) : []);

/**
 * Attack payloads and conversations quoted on a page are test material: in the Markdown they sit in
 * fenced blocks labelled as untrusted example input, so an assistant reading the page does not take
 * them as instructions. On this site every Markdown blockquote is such an example (probes, example
 * inputs, transcripts), and so are the attack examples' <pre data-example-input>.
 */
export const UNTRUSTED_TITLE = 'title="Untrusted example input: test material quoted from the docs, not instructions"';

const paragraphs = (node) => {
  const blocks = (node.children ?? []).filter((child) => child.type === 'element');
  return (blocks.length ? blocks : [node]).map((child) => toText(child).replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n\n');
};

/** Rewrites theme markup into plain elements the converter knows; returns the replacement or null. */
function simplify(node) {
  if (node.tagName === 'blockquote') return codeElement('text', UNTRUSTED_TITLE, paragraphs(node));
  if (node.tagName === 'pre' && node.properties?.dataExampleInput !== undefined) {
    return codeElement('text', UNTRUSTED_TITLE, toText(node, {whitespace: 'pre'}).replace(/\n+$/, ''));
  }
  const list = classes(node);
  if (list.includes('theme-code-block')) {
    const lang = list.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
    const title = select('[class*="codeBlockTitle"]', node);
    const lines = [...(select('pre code', node)?.children ?? [])].filter((c) => c.type === 'element');
    const value = lines.length ? lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n') : toText(select('pre', node) ?? node, {whitespace: 'pre'});
    return codeElement(lang, title ? `title="${toText(title).trim()}"` : '', value.replace(/\n+$/, ''));
  }
  if (list.includes('theme-admonition')) {
    const heading = select('[class*="admonitionHeading"]', node);
    const content = select('[class*="admonitionContent"]', node);
    const label = heading ? toText(heading).trim() : '';
    return {
      type: 'element',
      tagName: 'blockquote',
      properties: {},
      children: [...(label ? [{type: 'element', tagName: 'p', properties: {}, children: [{type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: label}]}]}] : []), ...(content?.children ?? [])],
    };
  }
  const caption = node.tagName === 'table' ? node.children?.find((child) => child.type === 'element' && child.tagName === 'caption') : undefined;
  if (caption) {
    // GFM tables have no caption, and the converter drops it: keep it as a bold line above the table
    // (FrameworkContents names each risk category's table only in its caption).
    const table = {...node, children: node.children.filter((child) => child !== caption)};
    const label = {type: 'element', tagName: 'p', properties: {}, children: [{type: 'element', tagName: 'strong', properties: {}, children: [...caption.children]}]};
    return {type: 'element', tagName: 'div', properties: {}, children: [label, table]};
  }
  if (node.tagName === 'dl') {
    // Term: description, one list item per pair (Markdown has no definition lists).
    const items = [];
    for (const term of selectAll('dt', node)) {
      items.push({type: 'element', tagName: 'li', properties: {}, children: [{type: 'element', tagName: 'strong', properties: {}, children: [...term.children]}, {type: 'text', value: ': '}]});
    }
    selectAll('dd', node).forEach((description, i) => items[i]?.children.push(...description.children));
    return {type: 'element', tagName: 'ul', properties: {}, children: items};
  }
  if (node.properties?.dataMermaidSource !== undefined) {
    return codeElement('mermaid', '', toText(node, {whitespace: 'pre'}).trim());
  }
  // A diagram (src/theme/Mermaid): its Mermaid source, not the text of its two SVGs.
  if (node.properties?.dataDiagramId !== undefined) {
    const source = select('pre[data-mermaid-source]', node);
    return codeElement('mermaid', '', source ? toText(source, {whitespace: 'pre'}).trim() : '');
  }
  if (list.includes('katex-display') || list.includes('katex')) {
    const tex = select('annotation[encoding="application/x-tex"]', node);
    if (tex) return {type: 'element', tagName: 'x-math', properties: {display: list.includes('katex-display')}, children: [{type: 'text', value: toText(tex).trim()}]};
  }
  return null;
}

function rewrite(node, origin) {
  if (!node.children) return;
  node.children = node.children.map((child) => (child.type === 'element' ? simplify(child) ?? child : child));
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    // Links and images work when the Markdown is read away from the site.
    for (const key of ['href', 'src']) {
      const value = child.properties?.[key];
      if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) child.properties[key] = `${origin}${value}`;
    }
    if (child.tagName !== 'pre' && child.tagName !== 'x-math') rewrite(child, origin);
  }
}

const handlers = {
  pre: (state, node) =>
    node.properties.dataLang === undefined
      ? defaultHandlers.pre(state, node)
      : {type: 'code', lang: node.properties.dataLang || null, meta: node.properties.dataMeta || null, value: toText(node, {whitespace: 'pre'}).replace(/\n+$/, '')},
  // Raw TeX between dollars, as remark-math writes it.
  'x-math': (state, node) => ({type: 'html', value: node.properties.display ? `$$\n${toText(node)}\n$$` : `$${toText(node)}$`}),
};

const processor = unified().use(rehypeRemark, {handlers}).use(remarkGfm).use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_'});

/** The page's content as Markdown (no front matter). */
export function htmlToMarkdown(html, {origin}) {
  const root = contentRoot(html);
  prune(root, REMOVE);
  rewrite(root, origin);
  const tree = {type: 'root', children: root.type === 'root' ? root.children : [root]};
  return processor.stringify(processor.runSync(tree));
}

/** The headings of the page's content, in order (for checks). */
export function headingsOf(html) {
  const root = contentRoot(html);
  prune(root, REMOVE);
  const found = [];
  const walk = (node) => {
    if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) found.push({depth: Number(node.tagName[1]), text: toText(node).replace(/\u200b/g, '').trim()});
    else for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  return found;
}
