// Used by indexer.mjs before Pagefind parses a page of the build.

/**
 * The minified build writes cells, list items and paragraphs with no whitespace between them
 * (`needs.<td>ExcessiveAgency`), and Pagefind would index such neighbours as one word. A space before
 * each block-level opening tag keeps them apart; the files in the build are not changed.
 */
export function separateBlocks(html) {
  return html.replace(/<(?=(?:p|li|dt|dd|td|th|tr|br|hr|h[1-6]|div|pre|table|blockquote|section|details|summary|figcaption)[\s>/])/gi, ' <');
}
