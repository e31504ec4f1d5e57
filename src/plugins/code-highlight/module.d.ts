declare module '@site-code-highlight/server' {
  /** Highlights a block during the build; the browser build's version throws (see ./browser.ts). */
  export function highlightOnServer(code: string, language: string, lineClassNames: Record<number, string[]>): string;
}
