import type {Page} from '@playwright/test';
import {expect, open, test, waitForHydration, breakStorage} from '../support/site';
import {encodePlan} from '../../src/data/plan/url';
import {presetPlan} from '../../src/data/plan/model';
import {pythonScript} from '../../src/data/plan/outputs';

const codeBlock = (page: Page, title: string) => page.locator('.theme-code-block').filter({has: page.getByText(title, {exact: true})});
const script = (page: Page) => codeBlock(page, 'red_team_plan.py').locator('pre code');
const yamlBlock = (page: Page) => codeBlock(page, 'red-team.yaml').locator('pre code');
const lines = (code: string) => code.replace(/\n$/, '').split('\n');
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', {name, exact: true});

test('a plan built by keyboard only updates the script, the YAML and the estimate', async ({page}) => {
  await open(page, '/plan');
  await expect(script(page)).toContainText('Bias(types=');
  const before = await page.locator('#plan-estimate + p').textContent();
  // From the search box, Tab reaches the first vulnerability, Bias (checked), then its types.
  await page.getByLabel('Find a vulnerability or type').focus();
  await page.keyboard.type('toxicity');
  await page.keyboard.press('Tab');
  await expect(checkbox(page, 'Toxicity')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checkbox(page, 'Toxicity')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(checkbox(page, 'profanity')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(script(page)).toContainText('Toxicity(types=["insults", "threats", "mockery"])');
  await expect(yamlBlock(page)).toContainText('- name: Toxicity');
  await expect(page.locator('#plan-estimate + p')).not.toHaveText(before!);
  await expect(page).toHaveURL(/vuln=Toxicity%3Ainsults%2Cthreats%2Cmockery/);
  // A multi-turn attack changes the callback and adds its setting.
  const linear = checkbox(page, 'LinearJailbreaking');
  await linear.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('spinbutton', {name: 'num_turns'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(script(page)).toContainText('LinearJailbreaking(num_turns=4)');
  await expect(script(page)).toContainText('turns: Optional[List[RTTurn]] = None');
  // 11 cases, a third of them Linear; its row follows the setting: 2 × num_turns simulator calls, 1 + num_turns to your app.
  const row = page.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'LinearJailbreaking'})});
  await expect(row.getByRole('cell')).toHaveText(['33%', '3.7', '0–8', '1–5', '1–4']);
});

test('the script copies exactly, and a shared link restores the plan', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const plan = {
    ...presetPlan('empty', '0.2.8'),
    vulnerabilities: [{className: 'PIILeakage', types: ['direct_disclosure']}],
    attacks: [{className: 'Base64', weight: 2, settings: {}}],
    purpose: 'A support bot for a bank',
  };
  await open(page, `/plan?${encodePlan(plan)}`);
  await expect(page.getByLabel('Release')).toHaveValue('0.2.8');
  await expect(checkbox(page, 'PIILeakage')).toBeChecked();
  await expect(checkbox(page, 'direct_disclosure')).toBeChecked();
  await expect(checkbox(page, 'session_leak')).not.toBeChecked();
  await expect(page.getByLabel('target_purpose')).toHaveValue('A support bot for a bank');
  const block = codeBlock(page, 'red_team_plan.py');
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pythonScript(plan).replace(/\n$/, ''));
  await page.getByRole('button', {name: 'Copy link to this plan'}).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the last plan is remembered on this device, and Reset starts over', async ({page}) => {
  await open(page, '/plan');
  await checkbox(page, 'Toxicity').check();
  await expect(page).toHaveURL(/vuln=Toxicity/);
  await open(page, '/plan');
  await expect(page.getByText('The builder needs JavaScript.')).toHaveCount(0);
  await expect(checkbox(page, 'Toxicity')).toBeChecked();
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(checkbox(page, 'Toxicity')).not.toBeChecked();
  await expect(script(page).locator('.token-line')).toHaveText(lines(pythonScript(presetPlan('starter'))));
});

test('a hostile or malformed query string is ignored safely, with a visible note', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await open(page, '/plan?release=<script>alert(1)</script>&vuln=Bias:race,<img src=x onerror=alert(1)>&attack=%E0%A4%A&per_type=-3&simulator=x"%3B import os');
  const notes = page.getByRole('status').filter({hasText: 'Parts of this plan were not used'});
  await expect(notes).toBeVisible();
  await expect(notes).toContainText('Unknown release “<script>alert(1)</script>”');
  await expect(notes).toContainText('Ignored simulator model');
  await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
  await expect(script(page)).toContainText('Bias(types=["race"])');
  await expect(script(page)).toContainText('simulator_model="gpt-4o-mini"');
  expect(dialogs).toBe(0);
});

test.describe('with localStorage throwing on every call', () => {
  test.use({allowedConsoleErrors: /^Docusaurus storage error, can't (get|set|delete) /});

  test('the builder works and the link still holds the plan', async ({page}) => {
    await breakStorage(page);
    await open(page, '/plan');
    await checkbox(page, 'SQLInjection').check();
    await expect(script(page)).toContainText('SQLInjection(types=');
    await expect(page).toHaveURL(/vuln=SQLInjection/);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page shows the default plan and says the builder needs JavaScript', async ({page}) => {
    await page.goto('plan');
    await expect(page.getByText('The builder needs JavaScript.')).toBeVisible();
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/css/"]')).toHaveCount(2);
    await expect(script(page)).toContainText('Bias(types=');
    await expect(page.getByRole('checkbox', {name: 'Bias', exact: true})).toBeDisabled();
  });
});

test('the navbar, the home page and the introduction link to the builder', async ({page}) => {
  await open(page, '/');
  await expect(page.locator('main').getByRole('link', {name: 'Plan a run'})).toHaveAttribute('href', /\/plan$/);
  await open(page, '/docs/getting-started');
  await expect(page.locator('article').getByRole('link', {name: 'Plan a red-team run'})).toHaveAttribute('href', /\/plan$/);
  await page.locator('article').getByRole('link', {name: 'Plan a red-team run'}).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Plan a red-team run');
});

test('the OWASP preset fills the plan with what OWASPTop10() runs and says what it leaves out', async ({page}) => {
  await open(page, '/plan');
  await page.getByRole('button', {name: /^OWASP Top 10/}).click();
  await expect(checkbox(page, 'PIILeakage')).toBeChecked();
  await expect(script(page)).toContainText('CrescendoJailbreaking(');
  await expect(page.getByRole('status').filter({hasText: 'Parts of this plan were not used'})).toContainText('CustomVulnerability instances that OWASPTop10() builds');
  await page.getByRole('button', {name: 'From scratch'}).click();
  await expect(checkbox(page, 'PIILeakage')).not.toBeChecked();
  await expect(page.getByText('Parts of this plan were not used')).toHaveCount(0);
});
