import {BASE_URL, expect, open, test, waitForHydration} from '../support/site';

test.describe('not found', () => {
  // The browser logs the HTTP status of the document itself; that is the point of these tests.
  test.use({allowedConsoleErrors: /status of 40[04]/});

  test('an unknown path shows the not-found page with HTTP 404', async ({page}) => {
    const response = await page.goto('docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('main')).toContainText(`There is no page at ${BASE_URL}docs/this-page-does-not-exist`);
    await expect(page.locator('main').getByRole('link', {name: 'Quick introduction'})).toHaveAttribute(
      'href',
      /\/docs\/getting-started$/,
    );
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('a malformed percent-encoding does not crash the site', async ({page}) => {
    const response = await page.goto('docs/%E0%A4%A');
    expect(response?.status()).toBe(400);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('main code')).toHaveText(`${BASE_URL}docs/%E0%A4%A`);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('odd characters in a path are shown as text, never as markup', async ({page}) => {
    await page.goto('docs/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('main code')).toHaveText(`${BASE_URL}docs/<img src=x onerror=alert(1)>`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe('.html suffixes', () => {
  for (const variant of ['docs/getting-started.html', 'docs/getting-started/index.html']) {
    test(`${variant} lands on the clean page`, async ({page}) => {
      const response = await page.goto(variant);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toMatch(/\/docs\/getting-started$/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(/Quick introduction/i);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const route of ['/', '/docs/getting-started', '/blog']) {
    test(`${route} renders its content`, async ({page}) => {
      await page.goto(route.replace(/^\//, ''));
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('main, article').first()).toContainText(/\w{20,}|\w+ \w+ \w+/);
      await expect(page.locator('footer.footer')).toContainText('Red Teaming Community');
    });
  }
});

test('client-side navigation between sections keeps working', async ({page}) => {
  await open(page, '/');
  await page.locator('main').getByRole('link', {name: 'Get started'}).click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Quick introduction/i);
});

test.describe('crash screen', () => {
  // React reports the planted error on the console; that is what this test causes on purpose.
  test.use({allowedConsoleErrors: /planted crash|above error occurred|error boundary/i});

  test('a component error inside a page shows the error screen, Try again recovers, the site keeps working', async ({page}) => {
    // Plant a render error in the content of the quick introduction: while window.__crashArmed is
    // true, rendering its first paragraph throws.
    const marker = '"DeepTeam red-teams LLM applications.';
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(marker)) return route.fulfill({response});
      const planted = body.replace(
        marker,
        `(window.__crashArmed?(()=>{throw new Error("planted crash")})():"")+${marker}`,
      );
      return route.fulfill({response, body: planted});
    });
    await open(page, '/docs/what-is-llm-red-teaming');
    await page.evaluate(() => ((window as unknown as {__crashArmed: boolean}).__crashArmed = true));
    await page.locator('article').getByRole('link', {name: /quick introduction|getting started/i}).first().click();

    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('planted crash')).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();

    await page.evaluate(() => ((window as unknown as {__crashArmed: boolean}).__crashArmed = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Quick introduction to DeepTeam/);

    await page.locator('footer').getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/guides\/guide-custom-vulnerability$/);
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  });
});
