import {expect, open, test, waitForHydration} from '../support/site';

const bar = '.theme-announcement-bar';

test('the announcement bar asks for a star and links to the repository', async ({page}) => {
  await open(page, '/');
  await expect(page.locator(bar)).toContainText('give it a star on GitHub');
  await expect(page.locator(bar).getByRole('link', {name: /Star DeepTeam on GitHub/})).toHaveAttribute(
    'href',
    'https://github.com/confident-ai/deepteam',
  );
});

test('closing it is remembered across reloads', async ({page}) => {
  await open(page, '/');
  await page.locator(bar).getByRole('button', {name: 'Close'}).click();
  await expect(page.locator(bar)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(bar)).toHaveCount(0);
});

test('it comes back when the announcement id changes', async ({page}) => {
  await open(page, '/');
  await page.locator(bar).getByRole('button', {name: 'Close'}).click();
  await expect(page.locator(bar)).toHaveCount(0);
  // A reader who dismissed an earlier announcement: the stored id no longer matches the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(bar)).toBeVisible();
  await expect(page.locator(bar).getByRole('button', {name: 'Close'})).toBeVisible();
});
