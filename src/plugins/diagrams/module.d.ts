declare module '@site-diagrams/svg' {
  /** A diagram's committed SVG while the page is rendered on the server; always null in the browser. */
  export function diagramSvg(key: string): string | null;
}
