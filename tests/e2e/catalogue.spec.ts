import {expect, isPhone, open, openPhoneMenu, test} from '../support/site';
import {getVulnerability, vulnerabilityGroups} from '../../src/data/vulnerabilities';

test('the vulnerabilities overview lists every built-in vulnerability by its category, with links and the risk category results show', async ({page}) => {
  await open(page, '/docs/red-teaming-vulnerabilities');
  const article = page.locator('article');
  for (const {label: category, entries} of vulnerabilityGroups()) {
    await expect(article.getByRole('heading', {level: 3, name: new RegExp(`^${category}`)})).toBeVisible();
    const table = article.getByRole('region', {name: `${category} vulnerabilities`});
    await expect(table.locator('tbody tr')).toHaveCount(entries.length);
    for (const entry of entries) {
      await expect(table.getByRole('row').filter({has: page.getByRole('link', {name: entry.className, exact: true})})).toContainText(entry.riskCategory);
      await expect(table.getByRole('link', {name: entry.className, exact: true})).toHaveAttribute(
        'href',
        new RegExp(`/docs/${entry.pageId}$`),
      );
    }
  }
  await article.getByRole('link', {name: 'PIILeakage', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/red-teaming-vulnerabilities-pii-leakage$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('a vulnerability page renders its card, types and parameters from the catalogue', async ({page}) => {
  const bias = getVulnerability('bias');
  await open(page, `/docs/${bias.pageId}`);
  const card = page.getByRole('region', {name: 'Bias at a glance'});
  await expect(card).toContainText(bias.importStatement);
  await expect(card).toContainText(bias.riskCategory);
  await expect(card).toContainText('BiasMetric');
  await expect(card.locator('li code')).toHaveText(bias.types.map((t) => t.value));
  const types = page.getByRole('region', {name: 'Bias types'});
  await expect(types.locator('tbody tr')).toHaveCount(bias.types.length);
  await expect(types.locator('tbody tr').first()).toContainText(bias.types[0]!.description);
  const parameters = page.getByRole('region', {name: 'Bias parameters'});
  await expect(parameters.locator('tbody tr')).toHaveCount(bias.parameters.length);
  await expect(parameters).toContainText('"gpt-4o"');
});

// Every other vulnerability page's card and parameters are checked over the built HTML
// (tests/build/catalogue-pages.test.ts).

test('the docs sidebar groups vulnerabilities by their category attribute', async ({page}) => {
  await open(page, '/docs/red-teaming-vulnerabilities-sql-injection');
  if (isPhone(page)) await openPhoneMenu(page);
  const sidebar = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('nav[aria-label="Docs sidebar"]');
  const vulnerabilities = sidebar.locator('li', {has: page.getByRole('link', {name: 'Vulnerabilities', exact: true})}).first();
  for (const {label: category} of vulnerabilityGroups()) {
    await expect(vulnerabilities.getByRole('button', {name: new RegExp(category)}).or(vulnerabilities.getByText(category, {exact: true})).first()).toBeVisible();
  }
  await expect(sidebar.getByRole('link', {name: 'SQL Injection', exact: true})).toHaveAttribute('aria-current', 'page');
});
