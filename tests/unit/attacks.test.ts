// The attack catalogue (src/data/attacks/) against the facts sheet, the pages and the sidebar. Each check
// returns a list of problems, so the last tests can prove it catches a planted error.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {ATTACK_IDS, CLI_ATTACK_KEYS, attacksOf, getAttack, type Attack} from '../../src/data/attacks';
import type {AttackCost} from '../../src/data/attacks/define';
import {PAGE_SHAPES} from '../../src/data/pageShapes';
import {PARAMETERISED_TRANSFORMS, TRANSFORMS} from '../../src/data/transforms';
import {manifest, ROOT} from '../support/site';
import {loadSheet} from '../support/python-api';
import {docsSidebarOf} from '../support/shapes';
import {loadPages, type Page} from '../support/content';
import {RELEASE_ONLY_PAGES, TOOLKIT_VERSIONS, type ToolkitVersion} from '../../src/data/versions';

const manifestGroup = new Map(manifest.docs.pages.map((p) => [p.id, (p as {group?: string}).group]));

type SidebarItem = string | {type?: string; id?: string; label?: string; items?: SidebarItem[]; link?: {id?: string}};

function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : [...(item.type === 'doc' && item.id ? [item.id] : []), ...(item.link?.id ? [item.link.id] : []), ...docIds(item.items ?? [])],
  );
}

function withoutCode(body: string): string {
  return body.replace(/^([ \t]*)```[\s\S]*?^\1```[ \t]*$/gm, '');
}

function h2s(page: Page): string[] {
  return withoutCode(page.body)
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim());
}

/** Problems with one call-count block: integers, not negative, min <= max, formula and source given. */
function costProblems(cost: AttackCost): string[] {
  const problems: string[] = [];
  for (const key of ['simulator', 'target', 'judge'] as const) {
    const {min, max} = cost[key];
    if (!Number.isInteger(min) || !Number.isInteger(max)) problems.push(`${key}: counts must be integers`);
    if (min < 0) problems.push(`${key}: min is negative`);
    if (min > max) problems.push(`${key}: min ${min} > max ${max}`);
  }
  if (cost.formula.trim().length < 20) problems.push('formula is missing or too short');
  if (!/^deepteam\/[\w/]+\.py:\d+(-\d+)?(, \d+(-\d+)?)*$/.test(cost.source)) {
    problems.push(`source "${cost.source}" is not deepteam/path/file.py:LINE[-LINE]`);
  }
  return problems;
}

/** Problems with an entry's copy: prose present, one description per constructor parameter and no other. */
function copyProblems(attack: Attack): string[] {
  const problems: string[] = [];
  for (const field of ['summary', 'howItWorks', 'whenToUse'] as const) {
    if (attack[field].trim().length < 40) problems.push(`${field} is missing or too short`);
  }
  const names = attack.parameters.map((p) => p.name);
  for (const name of names) {
    if ((attack.parameterDocs[name] ?? '').trim().length < 20) problems.push(`no description for parameter ${name}`);
  }
  for (const name of Object.keys(attack.parameterDocs)) {
    if (!names.includes(name)) problems.push(`description for unknown parameter ${name}`);
  }
  return problems.concat(costProblems(attack.cost).map((p) => `cost ${p}`));
}

/** Problems with an attack's page: exists, in the sidebar, attack shape, catalogue components with its id. */
function pageProblems(attack: Attack, page: Page | undefined, inSidebar: ReadonlySet<string>): string[] {
  if (!attack.pageId) return [];
  if (!page) return [`no page docs/${attack.pageId}.mdx`];
  const problems: string[] = [];
  if (!inSidebar.has(attack.pageId)) problems.push(`${attack.pageId} is not in the md sidebar`);
  const shape = h2s(page);
  if (JSON.stringify(shape) !== JSON.stringify(PAGE_SHAPES.attack)) {
    problems.push(`H2s are ${JSON.stringify(shape)}, expected ${JSON.stringify(PAGE_SHAPES.attack)}`);
  }
  for (const component of ['AttackAtAGlance', 'AttackParameters']) {
    if (!page.body.includes(`<${component} id="${attack.id}" />`)) problems.push(`does not use <${component} id="${attack.id}" />`);
  }
  return problems;
}

/** Every check of one release's catalogue, pages and sidebar against that release's facts sheet. */
const RELEASE_TESTS = (version: ToolkitVersion) => {
  const sheet = loadSheet(version) as any;
  const sheetAttacks: any[] = [...sheet.attacks.single_turn, ...sheet.attacks.multi_turn];
  const ATTACKS = attacksOf(version);
  const pageById = new Map(
    loadPages(version)
      .filter((p) => p.section === 'docs')
      .map((p) => [p.frontMatter.id!, p]),
  );
  const sidebar = (docsSidebarOf(version) as SidebarItem[]);
  const docsInSidebar = new Set(docIds(sidebar));

  test('the catalogue has one entry per attack class of the release that has copy', () => {
    const sheetNames = sheetAttacks.map((a) => a.class_name as string);
    const names = ATTACKS.map((a) => a.className as string);
    expect(names.filter((name) => !sheetNames.includes(name)), 'entries the release does not have').toEqual([]);
    expect(names.sort()).toEqual(sheetNames.sort());
  });

  for (const attack of ATTACKS) {
    test(`${attack.className} (${attack.id}) agrees with the facts sheet`, () => {
      const facts = sheetAttacks.find((a) => a.class_name === attack.className);
      expect(attack.importStatement).toBe(facts.import_statement);
      expect(attack.displayName).toBe(facts.get_name_returns);
      expect(attack.turns).toBe(sheet.attacks.single_turn.includes(facts) ? 'single' : 'multi');
      expect(attack.parameters.map((p) => [p.name, p.annotation, p.default])).toEqual(
        facts.constructor_params.map((p: any) => [p.name, p.annotation, p.default]),
      );
      expect(String(attack.defaultWeight)).toBe(facts.constructor_params.find((p: any) => p.name === 'weight').default);
      expect(attack.inCli).toBe(facts.available_in_cli);
      expect(attack.inOwaspTop10).toBe(facts.used_by_OWASPTop10);
      const expectedKeys = facts.available_in_cli
        ? facts.constructor_params.map((p: any) => p.name).filter((n: string) => (CLI_ATTACK_KEYS as readonly string[]).includes(n))
        : [];
      expect(attack.cliKeys).toEqual(expectedKeys);
      // The page slug carries the id and the group; only PromptProbing has no page.
      if (attack.pageId === null) {
        expect(attack.id).toBe('prompt-probing');
      } else {
        const prefix = attack.group === 'agentic' ? 'red-teaming-agentic-attacks-' : 'red-teaming-adversarial-attacks-';
        expect(attack.pageId).toBe(`${prefix}${attack.id}`);
        // Pages of attacks new in 1.0 are not in the manifest; their section follows from the slug.
        if (manifestGroup.has(attack.pageId)) expect(manifestGroup.get(attack.pageId)).toBe(attack.group === 'agentic' ? 'agentic-attacks' : 'adversarial-attacks');
        else expect(RELEASE_ONLY_PAGES[version].map((p) => p.id), attack.pageId).toContain(attack.pageId);
      }
    });

    test(`${attack.className} has copy for every parameter and sane call counts`, () => {
      expect(copyProblems(attack)).toEqual([]);
      // A rewrite without a model costs nothing. In 0.2.8 the sheet's "no LLM call" marks them; the 1.0
      // sheet repeats that phrase for attacks whose 1.0 source asks the simulator (GoalRedirection and the
      // other agentic attacks), so for 1.0 the deterministic rewrites (TRANSFORMS) are the ones that are free.
      const facts = sheetAttacks.find((a) => a.class_name === attack.className);
      const free = version === '0.2.8' ? /no LLM call/.test(facts.summary) : attack.id in TRANSFORMS || attack.id in PARAMETERISED_TRANSFORMS;
      if (free) {
        expect([attack.cost.simulator.max, attack.cost.target.max, attack.cost.judge.max]).toEqual([0, 0, 0]);
      } else if (version !== '0.2.8') {
        // In 1.0 every other attack asks the simulator (0.2.8's BadLikertJudge filled a template).
        expect(attack.cost.simulator.max, 'an attack that rewrites with a model calls it').toBeGreaterThan(0);
      }
    });

    if (attack.pageId) {
      test(`${attack.pageId} exists, is in the sidebar and follows the attack shape`, () => {
        expect(pageProblems(attack, pageById.get(attack.pageId!), docsInSidebar)).toEqual([]);
      });
    }
  }

  test('the attack pages without a class and the overviews are in the sidebar, with their own shapes and tables', () => {
    const hijacking = pageById.get('red-teaming-agentic-attacks-agent-goal-hijacking');
    expect(hijacking, 'agent goal hijacking page').toBeDefined();
    expect(h2s(hijacking!)).toEqual([...PAGE_SHAPES.concept]);
    for (const id of [
      'red-teaming-adversarial-attacks',
      'red-teaming-agentic-attacks',
      'red-teaming-agentic-introduction',
      'red-teaming-agentic-attacks-agent-goal-hijacking',
    ]) {
      expect(docsInSidebar.has(id), `${id} in the md sidebar`).toBe(true);
    }
    expect(pageById.get('red-teaming-adversarial-attacks')!.body).toContain('<AttackOverview />');
    expect(pageById.get('red-teaming-agentic-attacks')!.body).toContain('<AttackOverview agentic />');
  });

  test('every attack page of the manifest is in the catalogue or is one of the overview and concept pages', () => {
    const catalogued = new Set(ATTACKS.map((a) => a.pageId));
    const others = new Set([
      'red-teaming-adversarial-attacks',
      'red-teaming-agentic-attacks',
      'red-teaming-agentic-introduction',
      'red-teaming-agentic-attacks-agent-goal-hijacking',
    ]);
    const section = manifest.docs.pages.filter((p) => /attacks$/.test(manifestGroup.get(p.id) ?? '')).map((p) => p.id);
    expect(section.filter((id) => !catalogued.has(id) && !others.has(id))).toEqual([]);
  });

  test('the sidebar lists adversarial attacks single-turn first, then multi-turn, between Vulnerabilities and Frameworks', () => {
    const labels = sidebar.map((item) => (typeof item === 'string' ? item : item.label));
    const at = (label: string) => labels.indexOf(label);
    expect(at('Vulnerabilities')).toBeGreaterThanOrEqual(0);
    expect([at('Vulnerabilities') + 1, at('Vulnerabilities') + 2, at('Vulnerabilities') + 3]).toEqual([
      at('Adversarial Attacks'),
      at('Agentic'),
      at('Frameworks'),
    ]);
    const adversarial = sidebar[at('Adversarial Attacks')] as Exclude<SidebarItem, string>;
    expect(adversarial.link?.id).toBe('red-teaming-adversarial-attacks');
    const order = docIds(adversarial.items ?? []);
    const turnsOf = (id: string) => ATTACKS.find((a) => a.pageId === id)?.turns;
    const firstMulti = order.findIndex((id) => turnsOf(id) === 'multi');
    expect(firstMulti).toBeGreaterThan(0);
    expect(order.slice(firstMulti).every((id) => turnsOf(id) === 'multi')).toBe(true);
    expect(order.sort()).toEqual(ATTACKS.filter((a) => a.group === 'adversarial' && a.pageId).map((a) => a.pageId).sort());
  });

  test('the deterministic attacks show a build-time example and a try-it box on their pages', () => {
    for (const id of Object.keys(TRANSFORMS)) {
      const page = pageById.get(getAttack(id).pageId!);
      expect(page, id).toBeDefined();
      expect(page!.body).toMatch(new RegExp(`<AttackTransformExample id="${id}" input="[^"]+" />`));
      expect(page!.body).toMatch(new RegExp(`<AttackTryIt id="${id}"[^>]*/>`));
    }
  });
};

for (const version of TOOLKIT_VERSIONS) {
  test.describe(`DeepTeam ${version}`, () => RELEASE_TESTS(version));
}

test('each attack id has one copy file named after it, and unknown ids fail loudly', () => {
  expect(new Set(ATTACK_IDS).size).toBe(ATTACK_IDS.length);
  const files = fs
    .readdirSync(path.join(ROOT, 'src/data/attacks'))
    .filter((f) => f.endsWith('.ts') && !['define.ts', 'index.ts'].includes(f))
    .map((f) => f.replace(/\.ts$/, ''));
  expect(files.sort()).toEqual([...ATTACK_IDS].sort());
  expect(() => getAttack('leetspeek')).toThrow(/Unknown attack id "leetspeek"/);
});

test('the checks catch planted errors', () => {
  const leet = getAttack('leetspeak');
  // Cost: a range upside down, a fraction, a vague source.
  expect(
    costProblems({...leet.cost, simulator: {min: 2, max: 1}, judge: {min: 0.5, max: 1}, source: 'leetspeak.py'}),
  ).toEqual(['simulator: min 2 > max 1', 'judge: counts must be integers', 'source "leetspeak.py" is not deepteam/path/file.py:LINE[-LINE]']);
  // Copy: a parameter without a description and one the class does not have.
  expect(copyProblems({...leet, parameterDocs: {max_retries: 'A parameter Leetspeak does not have at all.'}})).toEqual([
    'no description for parameter weight',
    'description for unknown parameter max_retries',
  ]);
  // Page: wrong shape, a component with another attack's id, and missing from the sidebar.
  const planted: Page = {
    file: 'docs/x.mdx',
    frontMatter: {id: leet.pageId!},
    version: '0.2.8',
    section: 'docs',
    body: '<AttackAtAGlance id="rot13-encoding" />\n\n## How it works\n\n```md\n## Example\n```\n\n## Usage\n\n<AttackParameters id="leetspeak" />\n',
  };
  expect(pageProblems(leet, planted, new Set())).toEqual([
    `${leet.pageId} is not in the md sidebar`,
    `H2s are ["How it works","Usage"], expected ${JSON.stringify(PAGE_SHAPES.attack)}`,
    'does not use <AttackAtAGlance id="leetspeak" />',
  ]);
  expect(pageProblems(leet, undefined, new Set([leet.pageId!]))).toEqual([`no page docs/${leet.pageId}.mdx`]);
});
