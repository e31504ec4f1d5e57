import {expect, isPhone, open, openPhoneMenu, test} from '../support/site';
import {OWASP_ENTRY_IDS, owaspTop10Framework} from '../../src/data/frameworks';
import {TOOLKIT_VERSIONS} from '../../src/data/versions';
import {versionBase} from '../../src/config/docsVersions';
import {manifest} from '../support/site';

test('the OWASP page renders the entry mapping and what the framework runs in the page’s release', async ({page}) => {
  for (const version of TOOLKIT_VERSIONS) {
    const docs = versionBase(version);
    await open(page, `${docs}/red-teaming-owasp-top-10-for-llms`);
    const entries = page.getByRole('region', {name: 'OWASP Top 10 for LLMs entries and DeepTeam classes'});
    await expect(entries.locator('tbody tr')).toHaveCount(OWASP_ENTRY_IDS.length);
    await expect(entries.getByRole('link', {name: 'PromptLeakage'}).first()).toHaveAttribute(
      'href',
      new RegExp(`${docs}/red-teaming-vulnerabilities-prompt-leakage$`),
    );
    const framework = owaspTop10Framework(version);
    if (framework.categories.length === 0) {
      // 0.2.8: one flat list of vulnerabilities and one of attacks.
      const vulnerabilities = page.getByRole('region', {name: 'Vulnerabilities the OWASPTop10 framework runs'});
      await expect(vulnerabilities.locator('tbody tr')).toHaveCount(framework.vulnerabilities.length);
      const attacks = page.getByRole('region', {name: 'Attacks the OWASPTop10 framework runs'});
      await expect(attacks.locator('tbody tr')).toHaveCount(framework.attacks.length);
      await expect(attacks).toContainText('weight=3');
    } else {
      // 1.0: one table per risk category (LLM_01 to LLM_10), each a sub-run of its own.
      expect(framework.categories).toHaveLength(10);
      for (const category of framework.categories) {
        const region = page.getByRole('region', {name: `${category.name}: what the OWASPTop10 framework runs`});
        await expect(region.locator('caption')).toContainText(category.displayName);
      }
    }
  }
});

test('the risk assessment page draws the run as a diagram', async ({page}) => {
  await open(page, '/docs/red-teaming-risk-assessment');
  await expect(page.locator('figure[data-diagram] svg').first()).toBeVisible();
});

test('the guides sidebar lists all three guides', async ({page}) => {
  await open(page, `/guides/${manifest.guides.mainDoc}`);
  if (isPhone(page)) await openPhoneMenu(page);
  const sidebar = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('nav[aria-label="Docs sidebar"]');
  for (const guide of manifest.guides.pages) {
    await expect(sidebar.getByRole('link', {name: guide.label, exact: true})).toHaveAttribute(
      'href',
      new RegExp(`/guides/${guide.id}$`),
    );
  }
});

test('the docs sidebar has the red-teaming and framework pages', async ({page}) => {
  await open(page, '/docs/red-teaming-yaml-cli');
  if (isPhone(page)) await openPhoneMenu(page);
  const sidebar = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('nav[aria-label="Docs sidebar"]');
  for (const label of ['Test Case', 'Risk Assessment', 'YAML Configs', 'Data Privacy']) {
    await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await expect(sidebar.getByRole('link', {name: 'Frameworks', exact: true})).toHaveAttribute(
    'href',
    /\/docs\/red-teaming-guidelines-framework-introduction$/,
  );
});
