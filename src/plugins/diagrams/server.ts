// The server build's `@site-diagrams/svg`: a diagram's SVG, read from the committed file while the page
// is rendered (null when `npm run diagrams` has not rendered it yet).
import fs from 'node:fs';
import path from 'node:path';

declare const __SITE_DIAGRAMS_DIR__: string;

export function diagramSvg(key: string): string | null {
  try {
    return fs.readFileSync(path.join(__SITE_DIAGRAMS_DIR__, `${key}.svg`), 'utf8').trim();
  } catch {
    return null;
  }
}
