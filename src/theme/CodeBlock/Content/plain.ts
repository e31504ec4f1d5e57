/** Escapes text for an element's content (the code of a block is never placed in an attribute). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain, unhighlighted lines in the structure ./highlight produces: shown while the highlighter loads. */
export function plainToHtml(code: string): string {
  return code
    .split('\n')
    .map((line) => `<div class="token-line"><span class="token plain">${escapeHtml(line)}</span><br></div>`)
    .join('');
}
