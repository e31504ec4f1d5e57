import {expect, isPhone, open, openPhoneMenu, test} from '../support/site';
import {ATTACKS, getAttack} from '../../src/data/attacks';
import {TRANSFORMS, getTransform} from '../../src/data/transforms';

const TRANSFORM_IDS = Object.keys(TRANSFORMS);

for (const id of TRANSFORM_IDS) {
  const attack = getAttack(id);

  test(`${attack.className}: the try-it box works by keyboard and agrees with the build-time example`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, `/docs/${attack.pageId}`);

    const example = page.getByRole('figure', {name: `${attack.className} example`});
    const exampleInput = (await example.locator('pre[data-role="input"]').textContent()) ?? '';
    const exampleOutput = (await example.locator('pre[data-role="output"]').textContent()) ?? '';
    expect(exampleInput.length).toBeGreaterThan(10);
    // The build-time text is the algorithm's output (the unit tests pin it to the source; the enhance
    // bodies of these three attacks are the same in 0.2.8 and 1.0.7).
    expect(exampleOutput).toBe(getTransform(id)(exampleInput));

    // The box has an accessible label; type the example's probe into it with the keyboard only.
    const box = page.getByRole('textbox', {name: 'Your probe'});
    await box.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(exampleInput);
    const output = page.getByRole('status', {name: `What ${attack.className} would send`});
    await expect(output).toHaveText(exampleOutput);

    // Text the example does not cover: accents and an emoji.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Zürich lists 🔓 ALL staff');
    await expect(output).toHaveText(getTransform(id)('Zürich lists 🔓 ALL staff'));

    // Tab reaches the copy button; Enter copies and says so.
    await page.keyboard.press('Tab');
    const copy = page.getByRole('button', {name: 'Copy output'});
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(getTransform(id)('Zürich lists 🔓 ALL staff'));
  });
}

test('the try-it box says so when the clipboard refuses', async ({page}) => {
  await open(page, `/docs/${getAttack('leetspeak').pageId}`);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {writeText: () => Promise.reject(new Error('denied'))},
    });
  });
  await page.getByRole('button', {name: 'Copy output'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toBeVisible();
});

test('the adversarial overview lists every attack and filters by turns and kind with the keyboard', async ({page}) => {
  await open(page, '/docs/red-teaming-adversarial-attacks');
  const table = page.getByRole('region', {name: 'Attacks', exact: true});
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(ATTACKS.length);
  await expect(table.locator('tbody tr:visible')).toHaveCount(ATTACKS.length);

  // Radios: focus the checked "All" of the Turns group, then arrow keys move the choice.
  const turns = page.getByRole('group', {name: 'Turns'});
  await turns.getByRole('radio', {name: 'All'}).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(turns.getByRole('radio', {name: 'Multi-turn'})).toBeChecked();
  const multi = ATTACKS.filter((a) => a.turns === 'multi');
  await expect(table.locator('tbody tr:visible')).toHaveCount(multi.length);
  await expect(page.getByRole('status').filter({hasText: `Showing ${multi.length} of ${ATTACKS.length} attacks`})).toBeVisible();

  // Agentic and multi-turn: nothing matches, and the count says so.
  await page.getByRole('group', {name: 'Kind'}).getByRole('radio', {name: 'Agentic'}).check();
  await expect(table.locator('tbody tr:visible')).toHaveCount(0);
  await expect(page.getByRole('status').filter({hasText: 'no attack matches both filters'})).toBeVisible();

  await turns.getByRole('radio', {name: 'All'}).check();
  const agentic = ATTACKS.filter((a) => a.group === 'agentic');
  await expect(table.locator('tbody tr:visible')).toHaveCount(agentic.length);
  const first = agentic[0]!;
  await table.getByRole('link', {name: first.className, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${first.pageId}$`));
});

test('the agentic overview starts on the agentic filter, and the full table is in the HTML', async ({page}) => {
  const response = await page.request.get('docs/red-teaming-agentic-attacks');
  const html = await response.text();
  for (const attack of ATTACKS) expect(html, attack.className).toContain(`<code>${attack.className}</code>`);

  await open(page, '/docs/red-teaming-agentic-attacks');
  await expect(page.getByRole('group', {name: 'Kind'}).getByRole('radio', {name: 'Agentic'})).toBeChecked();
  const table = page.getByRole('region', {name: 'Attacks', exact: true});
  await expect(table.locator('tbody tr:visible')).toHaveCount(ATTACKS.filter((a) => a.group === 'agentic').length);
});

// One attack page in the browser at both widths; every attack page's card and parameters are checked
// over the built HTML (tests/build/catalogue-pages.test.ts).
test('an attack page renders its at-a-glance card and parameters from the catalogue', async ({page}) => {
  const attack = getAttack('leetspeak');
  await open(page, `/docs/${attack.pageId}`);
  const card = page.getByRole('region', {name: `${attack.className} at a glance`});
  await expect(card).toContainText(attack.importStatement);
  await expect(card).toContainText(`weight=${attack.defaultWeight}`);
  await expect(card).toContainText(attack.cost.source);
  const parameters = page.getByRole('region', {name: `${attack.className} parameters`});
  await expect(parameters.locator('tbody tr')).toHaveCount(attack.parameters.length);
});

test('the sidebar has the attack sections, single-turn before multi-turn', async ({page}) => {
  await open(page, `/docs/${getAttack('rot13-encoding').pageId}`);
  if (isPhone(page)) await openPhoneMenu(page);
  const sidebar = isPhone(page) ? page.locator('.navbar-sidebar') : page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', {name: 'ROT13', exact: true})).toHaveAttribute('aria-current', 'page');
  const labels = await sidebar.locator('.menu__list-item-collapsible, .menu__link').allTextContents();
  const at = (label: string) => labels.findIndex((text) => text.trim() === label);
  expect(at('Single-turn')).toBeGreaterThan(at('Adversarial Attacks'));
  expect(at('Multi-turn')).toBeGreaterThan(at('Single-turn'));
  await expect(sidebar.getByText('Agentic', {exact: true})).toBeVisible();
});
