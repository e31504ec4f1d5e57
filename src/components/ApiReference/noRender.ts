// `@site-api-reference/render` in the browser build: the entries are never rendered there. While the page
// hydrates, ./index.tsx keeps the server's markup; after a client-side navigation it fetches the page.
export function renderReferenceBody(): string | null {
  return null;
}
