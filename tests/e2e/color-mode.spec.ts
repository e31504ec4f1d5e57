import {colorModeToggle, expect, open, test, waitForHydration, breakStorage} from '../support/site';

test('light by default, toggles to dark, and names both modes', async ({page}) => {
  await open(page, '/docs/getting-started');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = await colorModeToggle(page);
  await expect(toggle).toHaveAccessibleName('Light mode is on. Switch to dark mode');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName('Dark mode is on. Switch to light mode');
  // SPEC §9: the choice is stored under the key 'theme'.
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('the choice persists after a reload', async ({page}) => {
  await open(page, '/');
  await (await colorModeToggle(page)).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  // Set by the inline script before first paint, not only after hydration.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the choice syncs to a second tab', async ({page, context}) => {
  await open(page, '/');
  const second = await context.newPage();
  await open(second, '/docs/getting-started');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  await (await colorModeToggle(page)).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await second.close();
});

test.describe('with localStorage throwing on every call', () => {
  // Docusaurus reports each refused storage call on the console and carries on without storage.
  test.use({allowedConsoleErrors: /^Docusaurus storage error, can't (get|set|delete) /});

  test('the site loads, and the toggle and the announcement bar work for the session', async ({page}) => {
    await breakStorage(page);
    await open(page, '/docs/getting-started');
    await expect(page.locator('h1').first()).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await (await colorModeToggle(page)).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const closeMenu = page.getByRole('button', {name: 'Close navigation bar'});
    if (await closeMenu.isVisible()) {
      await closeMenu.click();
    }
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  });
});
