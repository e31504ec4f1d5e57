// One crawl of every route in the sitemap, at phone width (375 px, the `crawl` project), in both colour modes. Each visit
// fails on a console error, an uncaught exception, a failed or refused request, a Content-Security-
// Policy violation, a React hydration error, horizontal overflow, Mermaid's code on a page without a
// diagram, or a serious or critical axe violation. Behaviour tests live in the other specs.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {builtRoutes, expect, test, waitForHydration} from '../support/site';

const routes = builtRoutes();
// A long page spends over ten seconds in axe alone; three workers share two cores in CI.
test.describe.configure({timeout: 90_000});
const MODES = ['light', 'dark'] as const;

/** React's production hydration errors (#418 text mismatch, #423 recoverable, #425 content). */
const HYDRATION = /Minified React error #(418|423|425)|Hydration failed|did not match/i;

type Visit = {problems: string[]; mermaidRequested: boolean};

async function visit(page: Page, route: string, mode: (typeof MODES)[number]): Promise<Visit> {
  const problems: string[] = [];
  let mermaidRequested = false;
  page.on('console', (message) => {
    if (HYDRATION.test(message.text())) problems.push(`hydration: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    if (/\/assets\/js\//.test(request.url())) {
      request.response().then(async (response) => {
        const body = response ? await response.text().catch(() => '') : '';
        if (body.includes('securityLevel') && body.includes('mermaid')) mermaidRequested = true;
      }, () => undefined);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as {__csp?: string[]}).__csp ??= []);
      list.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'}`);
    });
  });

  const response = await page.goto(`${route.replace(/^\//, '')}?docusaurus-theme=${mode}`);
  expect(response?.headers()['content-security-policy'], 'the page is served under the CSP').toMatch(/script-src 'self'/);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Settle: web fonts and the diagrams Mermaid draws after hydration.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.docusaurus-mermaid-container')).every((el) => el.querySelector('svg')),
  );
  const heading = page.locator('h1').first();
  if (!(await heading.isVisible()) || !(await heading.textContent())?.trim()) problems.push('no visible h1');
  if (await page.getByText('This page crashed.').count()) problems.push('the page crashed');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) problems.push(`horizontal overflow of ${overflow}px at ${page.viewportSize()?.width}px`);
  const csp = await page.evaluate(() => (window as unknown as {__csp?: string[]}).__csp ?? []);
  problems.push(...csp.map((v) => `CSP violation: ${v}`));

  // Light mode runs every rule; dark mode changes only colours, so it runs the colour rules. Axe is
  // most of a visit's time on long pages (12 s of a guide's 13 s at 375 px, each rule pass over
  // thousands of highlighted-code nodes), and running it twice over the same structure bought nothing.
  const builder = new AxeBuilder({page});
  const axe = await (mode === 'dark' ? builder.withRules(['color-contrast', 'link-in-text-block']) : builder).analyze();
  problems.push(
    ...axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `axe ${v.id} (${v.impact}): ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`),
  );
  return {problems, mermaidRequested};
}

test('the crawl covers every sitemap route', () => {
  expect(routes.length).toBeGreaterThan(80);
});

for (const mode of MODES) {
  for (const route of routes) {
    test(`crawl ${mode}: ${route}`, async ({page}) => {
      const {problems, mermaidRequested} = await visit(page, route, mode);
      const diagrams = await page.locator('.docusaurus-mermaid-container').count();
      if (diagrams === 0 && mermaidRequested) problems.push("Mermaid's code loaded on a page without a diagram");
      expect(problems).toEqual([]);
    });
  }
}
