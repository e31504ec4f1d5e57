// Client-side navigation loads the next page's code on intent (pointer over a link, touch, keyboard
// focus), not for every link that scrolls into view (src/plugins/link-preload).
import type {Page} from '@playwright/test';
import {expect, isPhone, open, test} from '../support/site';

const FROM = '/docs/red-teaming-vulnerabilities-bias';

/** Script requests made from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

test('links scrolled into view load nothing; a link the reader points at or touches loads its page, which then opens in place', async ({page}) => {
  await open(page, FROM);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const requested = scriptRequests(page);
  // Every link of the page passes through the viewport.
  for (let y = 0; y < 12; y += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  expect(await page.locator('link[rel="prefetch"]').count(), 'prefetch links added while scrolling').toBe(0);
  expect(requested, 'scripts requested while scrolling').toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 0));
  await markDocument(page);
  const next = page.locator('.pagination-nav__link--next');
  await next.scrollIntoViewIfNeeded();
  const target = new URL((await next.getAttribute('href'))!, page.url()).pathname;
  if (isPhone(page)) {
    // A touch loads the page's code; the tap that follows opens it.
    await next.dispatchEvent('touchstart');
  } else {
    await next.hover();
  }
  await expect.poll(() => requested.length, 'scripts requested on intent').toBeGreaterThan(0);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('article h1')).toBeVisible();
  expect(await sameDocument(page), 'client-side navigation, not a new document').toBe(true);
});

test('a link reached with the keyboard loads its page on focus', async ({page}) => {
  await open(page, FROM);
  const requested = scriptRequests(page);
  const next = page.locator('.pagination-nav__link--next');
  await next.focus();
  await expect.poll(() => requested.length, 'scripts requested on focus').toBeGreaterThan(0);
  await markDocument(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('article h1')).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe(FROM);
  expect(await sameDocument(page)).toBe(true);
});
