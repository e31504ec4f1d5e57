// Turns the two SVGs Mermaid writes for a diagram (its default theme and its dark theme) into the one SVG
// the site commits and shows (scripts/diagrams.mjs). Both renders draw the same shapes; only colours
// differ. So the file holds the shapes once, the light theme's rules, and the dark theme's rules that
// differ, scoped to `[data-theme='dark']` (the site's colour mode attribute on <html>): the page shows
// the right colours in either mode, a switch of mode redraws nothing, and without a colour mode (no
// JavaScript) the light theme applies. Should a future diagram type draw different shapes per theme,
// both are kept, each shown in its own mode.
//
// Only what a reader cannot see is dropped: symbols, markers, filters and gradients no shape uses (a sequence
// diagram carries a 13 kB database icon), ids nothing refers to (Mermaid numbers some from a counter
// shared by every diagram it draws, which would make the output depend on render order and repeat ids
// across a page), style rules no element can match, data attributes no rule reads, the font family
// repeated on every label (the diagram's root rule sets it), and digits past the second decimal in
// coordinates. Text between tags is never changed.

/** Ids the SVG refers to: `url(#id)`, `href="#id"` and ARIA references. */
function referencedIds(svg) {
  const ids = new Set();
  for (const match of svg.matchAll(/url\(#([^)\s"']+)\)|href="#([^"]+)"/g)) ids.add(match[1] ?? match[2]);
  for (const match of svg.matchAll(/aria-(?:labelledby|describedby)="([^"]+)"/g)) match[1].split(/\s+/).forEach((id) => ids.add(id));
  return ids;
}

/** Top-level CSS rules, each as {prelude, body, text}; at-rules keep their whole block as body. */
export function cssRules(css) {
  const rules = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const prelude = css.slice(start, open).trim();
        rules.push({prelude, body: css.slice(open + 1, i), text: css.slice(start, i + 1).trim()});
        start = i + 1;
      }
    }
  }
  return rules;
}

/** Splits a selector list at its top-level commas. */
function selectors(prelude) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    if (prelude[i] === '(' || prelude[i] === '[') depth += 1;
    else if (prelude[i] === ')' || prelude[i] === ']') depth -= 1;
    else if (prelude[i] === ',' && depth === 0) {
      parts.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts.filter(Boolean);
}

/** What the body's elements carry: class names and `data-x="v"` pairs. */
function vocabulary(body) {
  const classes = new Set();
  for (const match of body.matchAll(/\sclass="([^"]*)"/g)) match[1].split(/\s+/).forEach((name) => classes.add(name));
  const data = new Set([...body.matchAll(/\s(data-[\w-]+)="([^"]*)"/g)].map((match) => `${match[1]}=${match[2]}`));
  return {classes, data};
}

/** False when the selector needs a class or data attribute value no element has (`:not(…)` aside). */
function canMatch(selector, {classes, data}) {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  for (const match of positive.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!classes.has(match[1])) return false;
  for (const match of positive.matchAll(/\[(data-[\w-]+)="([^"]*)"\]/g)) if (!data.has(`${match[1]}=${match[2]}`)) return false;
  return true;
}

/** The rules of `css` that can match something in `body`, with unmatchable selectors left out. */
function usedRules(css, body) {
  const words = vocabulary(body);
  return cssRules(css).flatMap((rule) => {
    if (rule.prelude.startsWith('@')) return [rule];
    const kept = selectors(rule.prelude).filter((selector) => canMatch(selector, words));
    return kept.length ? [{...rule, prelude: kept.join(','), text: `${kept.join(',')}{${rule.body}}`}] : [];
  });
}

/**
 * One tag's numbers rounded to two decimals in its attribute values. A number followed straight by
 * `.5` (path data such as `M12.258.5`) keeps a decimal point, so the two numbers stay apart.
 */
export function roundNumbers(tag) {
  return tag.replace(/="([^"]*)"/g, (_, value) => {
    const rounded = value.replace(/(\d+\.\d{3,})(?=(\.?))/g, (number, _n, dot) => {
      const text = String(Number(Number(number).toFixed(2)));
      return dot && !text.includes('.') ? `${text}.0` : text;
    });
    return `="${rounded}"`;
  });
}

/** A Mermaid SVG split into its root tag, its style sheet and the shapes (everything else inside). */
function parts(svg) {
  const match = /^\s*(<svg\b[^>]*>)([\s\S]*)<\/svg>\s*$/.exec(svg);
  const style = match && /<style>([\s\S]*?)<\/style>/.exec(match[2]);
  if (!match || !style) throw new Error('Unexpected SVG from Mermaid: no root <svg> with a <style>');
  return {root: match[1], css: style[1], body: match[2].replace(style[0], '')};
}

/** Drops unused definitions and ids, Mermaid's scripting attributes and per-label font families. */
function tidyBody(body, cssText) {
  let out = body;
  const used = referencedIds(out + cssText);
  out = out.replace(/<(symbol|marker|filter|linearGradient|radialGradient|pattern|clipPath|mask)\b([^>]*)>[\s\S]*?<\/\1>/g, (element, _tag, attributes) => {
    const id = /\bid="([^"]+)"/.exec(attributes)?.[1];
    return id && used.has(id) ? element : '';
  });
  out = out.replace(/<defs>\s*<\/defs>/g, '');
  // Ids referenced, or matched by an attribute selector such as [id$="-arrowhead"], stay.
  const idPatterns = [...cssText.matchAll(/\[id([$^*]?)="([^"]+)"\]/g)].map(([, op, text]) => (id) =>
    op === '$' ? id.endsWith(text) : op === '^' ? id.startsWith(text) : op === '*' ? id.includes(text) : id === text,
  );
  out = out.replace(/\sid="([^"]+)"/g, (attribute, id) => (used.has(id) || idPatterns.some((matches) => matches(id)) ? attribute : ''));
  const readByCss = new Set([...cssText.matchAll(/\[(data-[\w-]+)/g)].map((match) => match[1]));
  out = out.replace(/\s(data-[\w-]+)="[^"]*"/g, (attribute, name) => (readByCss.has(name) ? attribute : ''));
  out = out.replace(/\sname="[^"]*"/g, '');
  out = out.replace(/\sstyle="([^"]*)"/g, (_, style) => {
    const rest = style.replace(/font-family:\s*(?:&quot;[^&]*&quot;|'[^']*'|[^;&'])*;?\s*/g, '').trim();
    return rest ? ` style="${rest}"` : '';
  });
  return out.replace(/<[a-zA-Z][^>]*>/g, roundNumbers);
}

const ROLE_DESCRIPTIONS = {'flowchart-v2': 'flowchart', sequence: 'sequence diagram'};
const DARK = "[data-theme='dark']";

/** Renames every id of `body` (and its references) with a suffix, for a second copy in the same SVG. */
function suffixIds(body, suffix) {
  return body
    .replace(/\sid="([^"]+)"/g, (_, id) => ` id="${id}${suffix}"`)
    .replace(/url\(#([^)\s"']+)\)/g, (_, id) => `url(#${id}${suffix})`)
    .replace(/href="#([^"]+)"/g, (_, id) => `href="#${id}${suffix}"`);
}

/**
 * @param {string} lightSvg Mermaid's render with its default theme.
 * @param {string} darkSvg the same diagram with its dark theme, rendered with the same id.
 * @param {string} rootId that id (every style rule is scoped by it).
 */
export function combineSvgs(lightSvg, darkSvg, rootId) {
  const light = parts(lightSvg);
  const dark = parts(darkSvg);
  const lightCss = usedRules(light.css, light.body);
  const lightBody = tidyBody(light.body, lightCss.map((rule) => rule.text).join(''));
  const darkCss = usedRules(dark.css, dark.body);
  const darkBody = tidyBody(dark.body, darkCss.map((rule) => rule.text).join(''));
  const sameShapes = lightBody === darkBody;

  const lightTexts = new Set(lightCss.map((rule) => rule.text));
  const darkOnly = darkCss
    .filter((rule) => !lightTexts.has(rule.text) && !rule.prelude.startsWith('@'))
    .map((rule) => `${selectors(rule.prelude).map((selector) => `${DARK} ${selector}`).join(',')}{${rule.body}}`);
  const css = [...lightCss.map((rule) => rule.text), ...darkOnly];
  let body = lightBody;
  if (!sameShapes) {
    css.push(`${DARK} #${rootId}>.light-only,html:not(${DARK}) #${rootId}>.dark-only{display:none}`);
    body = `<g class="light-only">${lightBody}</g><g class="dark-only">${suffixIds(darkBody, '-dark')}</g>`;
  }
  const root = light.root.replace(
    /aria-roledescription="([^"]+)"/,
    (_, role) => `aria-roledescription="${ROLE_DESCRIPTIONS[role] ?? role}"`,
  );
  return `${roundNumbers(root)}<style>${css.join('')}</style>${body}</svg>\n`;
}
