import type {Page} from '@playwright/test';
import {expect, open, test} from '../support/site';

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const menuToggle = (page: Page) => page.getByRole('button', {name: 'More ways to get this page'});

for (const route of ['/docs/red-teaming-vulnerabilities-bias', '/guides/guide-custom-vulnerability', '/blog/breaking-gemini-pro-deepteam']) {
  test(`Copy page puts the Markdown of ${route} on the clipboard`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, route);
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get(`${route.slice(1)}.md`)).text();
    expect(copied).toBe(served);
    expect(copied).toMatch(/^---\ntitle: /);
    expect(copied).toContain(`# ${await page.locator('h1').first().textContent()}`);
  });
}

test('a denied clipboard is reported, and the menu offers the Markdown by keyboard', async ({page}) => {
  await page.addInitScript(() => {
    const deny = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {value: {write: deny, writeText: deny}, configurable: true});
  });
  await open(page, '/docs/getting-started');
  await copyButton(page).click();
  await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toContainText('View as Markdown');
  const toggle = menuToggle(page);
  await toggle.focus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const view = page.getByRole('link', {name: 'View as Markdown'});
  await page.keyboard.press('Tab');
  await expect(view).toBeFocused();
  await expect(view).toHaveAttribute('href', /\/docs\/getting-started\.md$/);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(view).toBeHidden();
  // The archive's menu names the archive's llms file.
  await open(page, '/docs/0.2.8/getting-started');
  await menuToggle(page).click();
  await expect(page.getByRole('link', {name: 'llms.txt of these docs'})).toHaveAttribute('href', /\/llms-0\.2\.8\.txt$/);
});
