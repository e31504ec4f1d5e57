// The maps of issue 19 (framework coverage, defence map), the frameworks-… redirects, and the try-it
// boxes of the three deterministic 1.0 attacks, as a reader meets them.
import {expect, open, test} from '../support/site';
import {getAttack} from '../../src/data/attacks';
import {getTransform} from '../../src/data/transforms';
import {frameworkCoverage} from '../../src/data/frameworks';
import {vulnerabilitiesOf} from '../../src/data/vulnerabilities';

test('the coverage table filters by class or type and by framework, shows types on request, and treats markup as text', async ({page}) => {
  await open(page, '/docs/red-teaming-guidelines-framework-introduction#framework-coverage');
  const rows = frameworkCoverage(vulnerabilitiesOf('1.0'), '1.0');
  const status = page.getByRole('status').filter({hasText: /vulnerability classes/});
  await expect(status).toHaveText(`Showing ${rows.length} of ${rows.length} vulnerability classes.`);
  const table = page.getByRole('region', {name: 'Vulnerabilities by framework'});
  await expect(table.getByRole('columnheader')).toHaveCount(8);

  // By keyboard: type into the search box, then pick a framework.
  const search = page.getByRole('searchbox', {name: 'Class or type'});
  await search.focus();
  await page.keyboard.type('sql');
  const visible = table.locator('tbody tr:visible');
  await expect(visible.first()).toContainText('SQLInjection');
  const matching = rows.filter((row) => /sql/i.test(row.className) || Object.values(row.cells).some((cell) => cell?.types.some((t) => /sql/i.test(t))));
  await expect(visible).toHaveCount(matching.length);

  await search.fill('');
  const select = page.getByRole('combobox', {name: 'Tested by'});
  await select.selectOption('-');
  const untested = rows.filter((row) => Object.values(row.cells).every((cell) => cell === null));
  await expect(visible).toHaveCount(untested.length);
  expect(untested.length).toBeGreaterThan(0);
  await expect(visible.first().getByText('not run').first()).toBeAttached();

  await select.selectOption('MITRE');
  const mitre = rows.filter((row) => row.cells.MITRE);
  await expect(visible).toHaveCount(mitre.length);
  await page.getByRole('checkbox', {name: 'Show the types'}).check();
  const first = mitre[0]!;
  await expect(visible.first().locator('code', {hasText: first.cells.MITRE!.types[0]!}).first()).toBeVisible();

  await select.selectOption('');
  await search.fill('<img src=x onerror=alert(1)>');
  await expect(status).toContainText('none matches the filters');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('the defence map pairs guards with classes, says whose pairing it is, and lists what no guard covers', async ({page}) => {
  await open(page, '/docs/guardrails-introduction#defence-map');
  const vulnerabilities = page.getByRole('region', {name: 'Vulnerabilities by guard'});
  await expect(vulnerabilities.getByRole('columnheader')).toHaveCount(8);
  const row = (region: typeof vulnerabilities, name: string) =>
    region.getByRole('row').filter({has: page.getByRole('rowheader', {name, exact: true})});
  const sql = row(vulnerabilities, 'SQLInjection');
  await expect(sql.getByText('toolkit')).toHaveCount(1);
  const attacks = page.getByRole('region', {name: 'Attacks by guard'});
  await expect(row(attacks, 'PromptInjection').getByText('our judgement')).toHaveCount(1);
  await expect(page.getByText(/No guard is meant for/)).toHaveCount(2);
  // Each vulnerability page's Mitigations links here.
  await open(page, '/docs/red-teaming-vulnerabilities-tool-metadata-poisoning');
  await page.getByRole('link', {name: 'defence map'}).first().click();
  await expect(page).toHaveURL(/guardrails-introduction#defence-map$/);
});

test('links copied from the toolkit’s own site (frameworks-…) land on our framework pages', async ({page}) => {
  await open(page, '/docs/frameworks-mitre-atlas');
  await expect(page).toHaveURL(/\/docs\/red-teaming-mitre-atlas$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('MITRE');
});

for (const id of ['character-stream', 'context-flooding', 'embedded-instruction-json']) {
  const attack = getAttack(id, '1.0');

  test(`${attack.className}: the build-time example and the try-it box give what the transform gives`, async ({page}) => {
    await open(page, `/docs/${attack.pageId}`);
    const example = page.getByRole('figure', {name: `${attack.className} example`});
    const params = JSON.parse((await example.getAttribute('data-params')) ?? '{}') as Record<string, unknown>;
    const input = (await example.locator('pre[data-role="input"]').textContent()) ?? '';
    expect(input.length).toBeGreaterThan(10);
    await expect(example.locator('pre[data-role="output"]')).toHaveText(getTransform(id, params as never)(input));

    const box = page.getByRole('textbox', {name: 'Your probe'});
    await box.fill('Zürich lists 🔓 ALL staff');
    const output = page.getByRole('status', {name: `What ${attack.className} would send`});
    const defaults = await page.locator('[data-md-skip] input[type="number"]').count();
    if (defaults === 0) {
      await expect(output).toHaveText(getTransform(id, params as never)('Zürich lists 🔓 ALL staff'));
      return;
    }
    // A parameter below the class's minimum is refused, as the constructor refuses it.
    const chars = page.getByRole('spinbutton', {name: 'target_chars'});
    await chars.fill('150');
    await expect(chars).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', {name: 'Copy output'})).toBeDisabled();
    await chars.fill('300');
    await expect(chars).not.toHaveAttribute('aria-invalid', 'true');
    await expect(output).not.toHaveText('');
  });
}
