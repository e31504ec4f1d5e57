// Checks of a job guide's shape (STYLE.md "Guide", src/data/pageShapes.ts GUIDE_SHAPE): its sections in
// order, a runnable project of titled files, a pinned install line, the run's cost from the plan
// builder's rules, search phrases and links into the docs. Each returns problems.
import {codeBlocks, type Page} from './content';
import {GUIDE_SHAPE} from '../../src/data/pageShapes';
import {decodePlan} from '../../src/data/plan/url';

/** Fenced code removed, so a `## …` line inside a sample (a Markdown report, say) is not read as a heading. */
const withoutCode = (body: string) => body.replace(/^([ \t]*)(`{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '');
const h2s = (page: Page) => [...withoutCode(page.body).matchAll(/^## (.+?)\s*(?:\{#[\w-]+\})?$/gm)].map((m) => m[1]!.trim());

export function guideShapeProblems(page: Page): string[] {
  const problems: string[] = [];
  const headings = h2s(page);
  const first = headings.indexOf(GUIDE_SHAPE.first);
  if (first === -1) problems.push(`no "## ${GUIDE_SHAPE.first}"`);
  const tail = headings.slice(-GUIDE_SHAPE.last.length);
  if (tail.join('|') !== GUIDE_SHAPE.last.join('|')) problems.push(`the last sections are ${JSON.stringify(tail)}, not ${JSON.stringify(GUIDE_SHAPE.last)}`);
  if (first > 0) problems.push(`"## ${GUIDE_SHAPE.first}" is not the first section`);
  const steps = headings.slice(first + 1, headings.indexOf(GUIDE_SHAPE.last[0]));
  if (first !== -1 && steps.length === 0) problems.push('no step sections between "Before you start" and "What the run costs"');
  const intro = page.body.slice(0, page.body.search(/^## /m)).replace(/^import .*$/gm, '').trim();
  if (intro.split(/\s+/).length < 40) problems.push('the first paragraph does not say who the guide is for and what they will have');

  const blocks = codeBlocks(page);
  const files = blocks.filter((b) => /title="[^"]+\.(py|ya?ml|txt|toml|sh|env)"/.test(b.meta));
  if (files.filter((b) => b.lang === 'python').length === 0) problems.push('no titled Python file');
  if (!/<InstallCommand\b/.test(page.body) && !blocks.some((b) => /deepeval==/.test(b.code))) problems.push('no pinned install line');

  const costs = [...page.body.matchAll(/<RunCost\s+plan="([^"]+)"/g)].map((m) => m[1]!);
  if (costs.length === 0) problems.push('no <RunCost plan="…" /> in "What the run costs"');
  const code = blocks.map((b) => b.code).join('\n');
  for (const query of costs) {
    const {plan, notes} = decodePlan(query.startsWith('release=') ? query : `release=${page.version}&${query}`, page.version);
    if (notes.length) problems.push(`RunCost plan does not decode cleanly: ${notes.join(' ')}`);
    for (const name of [...plan.vulnerabilities.map((v) => v.className), ...plan.attacks.map((a) => a.className)]) {
      if (!new RegExp(`\\b${name}\\b`).test(code)) problems.push(`RunCost plans ${name}, which no sample of the guide uses`);
    }
  }
  const docsLinks = new Set([...page.body.matchAll(/\]\((\/docs\/[^)#\s]+)/g)].map((m) => m[1]!));
  if (docsLinks.size < 3) problems.push(`links to ${docsLinks.size} docs pages (at least 3)`);
  if (!page.frontMatter.search_phrases) problems.push('no search_phrases in the front matter');
  return problems;
}
