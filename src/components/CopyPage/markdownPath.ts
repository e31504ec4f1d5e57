/** The Markdown twin of a page (src/plugins/machine-docs): `/docs/x` -> `/docs/x.md`, the site root -> `index.md`. */
export function markdownPath(pathname: string, baseUrl: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return clean === baseUrl.replace(/\/$/, '') ? `${baseUrl}index.md` : `${clean}.md`;
}
