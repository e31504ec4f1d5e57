import type {Page} from '@playwright/test';
import {DEFAULT_VERSION} from '../../src/data/versions';
import {versionLabel} from '../../src/config/docsVersions';
import {expect, isPhone, open, seriousAxeViolations, switchColourMode, test, waitForHydration} from '../support/site';

// Every route is checked with axe in both modes at phone width by crawl.spec.ts; these pages are
// checked again at desktop width, where the navbar, sidebar and table of contents differ: every rule in
// light mode, then the colour rules after switching to dark (structure does not change with colours).
const PAGES = [
  '/',
  '/docs/red-teaming-vulnerabilities-pii-leakage',
  '/docs/red-teaming-adversarial-attacks',
  '/guides/guide-custom-vulnerability',
];
// axe alone takes over ten seconds on a long guide; three workers share two cores in CI.
test.describe.configure({timeout: 90_000});

async function bothModes(page: Page, route: string): Promise<string[]> {
  await page.goto(`${route.replace(/^\//, '')}?docusaurus-theme=light`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = (await seriousAxeViolations(page)).map((v) => `light: ${v}`);
  await switchColourMode(page, 'dark');
  const dark = (await seriousAxeViolations(page, 'colour')).map((v) => `dark: ${v}`);
  return [...light, ...dark];
}

for (const route of PAGES) {
  test(`${route} has no serious or critical axe violations in light or dark mode`, async ({page}) => {
    test.skip(isPhone(page), 'the crawl covers phone width');
    expect(await bothModes(page, route)).toEqual([]);
  });
}

test.describe('not-found page', () => {
  test.use({allowedConsoleErrors: /status of 404/});
  test('has no serious or critical axe violations in light or dark mode', async ({page}) => {
    expect(await bothModes(page, '/docs/no-such-page')).toEqual([]);
  });
});

test('every control in the navbar is reachable by keyboard', async ({page}) => {
  await open(page, '/docs/getting-started');
  const reached = new Set<string>();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '' : '';
    });
    reached.add(name);
  }
  // The version dropdown shows the page's release.
  const expected = [/Skip to main content/, new RegExp(versionLabel(DEFAULT_VERSION).replace(/[.()]/g, '\\$&'))];
  if (isPhone(page)) {
    // The other controls live in the menu this button opens (covered by mobile-menu.spec.ts).
    expected.push(/Toggle navigation bar/);
  } else {
    expected.push(/^Docs$/, /^Guides$/, /^Blog$/, /mode is on/, /Community chat on Discord/, /source repository/);
  }
  for (const pattern of expected) {
    expect([...reached].some((name) => pattern.test(name)), `${pattern} reached by Tab`).toBe(true);
  }
});

test('the phone menu can be opened and used with the keyboard alone', async ({page}) => {
  test.skip(!isPhone(page), 'Phone layout only.');
  await open(page, '/docs/getting-started');
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
  const reached = new Set<string>();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    reached.add(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '' : '';
      }),
    );
  }
  for (const pattern of [/mode is on/, /Back to main menu/, /Quick Introduction/]) {
    expect([...reached].some((name) => pattern.test(name)), `${pattern} reached by Tab`).toBe(true);
  }
});
