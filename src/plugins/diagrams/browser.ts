// The browser build's `@site-diagrams/svg`: the browser takes the SVG from the served page or fetches it
// (src/theme/Mermaid), so no SVG text is bundled.
export function diagramSvg(): string | null {
  return null;
}
