// The browser build's `@site-code-highlight/server`: never called there (the component reads the
// server's markup or loads ../../theme/CodeBlock/Content/highlight on demand), and it keeps Prism out.
export function highlightOnServer(): string {
  throw new Error('Code is highlighted in the browser only from the chunk loaded on demand.');
}
