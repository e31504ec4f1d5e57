import {expect, isPhone, open, openPhoneMenu, test} from '../support/site';

test('the phone sidebar opens, shows the docs menu with a way back, and closes on a wide viewport', async ({page}) => {
  test.skip(!isPhone(page), 'The sidebar menu exists only below 997 px.');
  await open(page, '/docs/getting-started');
  const sidebar = page.locator('.navbar-sidebar');
  await openPhoneMenu(page);
  await expect(sidebar).toBeVisible();

  // On a docs page the menu opens on the docs sidebar, inside its categories.
  const back = sidebar.getByRole('button', {name: /Back to main menu/});
  await expect(back).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Quick Introduction'})).toBeVisible();

  await back.click();
  await expect(sidebar.getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Community chat on Discord'})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'DeepTeam source repository on GitHub'})).toBeVisible();

  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('the phone navbar keeps the version badge and the menu button in view, with no sideways scroll', async ({page}) => {
  test.skip(!isPhone(page), 'Phone layout only.');
  for (const route of ['/', '/docs/getting-started', '/blog/breaking-gemini-pro-deepteam']) {
    await open(page, route);
    await expect(page.locator('.navbar__inner .navbar__link.navbar__item--version')).toBeInViewport();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
