import {expect, test} from '@playwright/test';
import {GUARDS, GUARD_IDS, getGuard, type Guard} from '../../src/data/guards';
import {isVulnerabilityId, getVulnerability, vulnerabilitiesOf} from '../../src/data/vulnerabilities';
import {PAGE_SHAPES} from '../../src/data/pageShapes';
import {manifest} from '../support/site';
import {loadSheet} from '../support/python-api';
import {TOOLKIT_VERSIONS, type ToolkitVersion} from '../../src/data/versions';
import {loadPages, type Page} from '../support/content';
import {category, headings, section, sidebarDocIds, docsSidebarOf} from '../support/shapes';

const manifestIds = new Set(manifest.docs.pages.map((p) => p.id));

/** Problems with a guard page: its shape and the catalogue components in their places. */
function guardPageProblems(page: Pick<Page, 'body'>, guard: Guard): string[] {
  const problems: string[] = [];
  const h2 = headings(page, 2);
  if (JSON.stringify(h2) !== JSON.stringify(PAGE_SHAPES.guard)) {
    problems.push(`H2s are ${JSON.stringify(h2)}, expected ${JSON.stringify(PAGE_SHAPES.guard)}`);
  }
  const summary = section(page, null);
  const card = `<GuardAtAGlance id="${guard.id}" />`;
  if (!summary.includes(card)) problems.push(`${card} is not in the summary, before the first H2`);
  else if (!/\S/.test(summary.slice(0, summary.indexOf(card)))) problems.push(`${card} has no summary above it`);
  const parameters = `<GuardParameters id="${guard.id}" />`;
  if (!section(page, 'Parameters').includes(parameters)) problems.push(`${parameters} is not under ## Parameters`);
  for (const id of guard.defendsAgainst) {
    const link = `](/docs/${getVulnerability(id).pageId}`;
    if (!page.body.includes(link)) problems.push(`does not link the ${id} vulnerability page`);
  }
  return problems;
}

/** The guard catalogue, pages and sidebar of one release against that release's facts sheet. */
const RELEASE_TESTS = (version: ToolkitVersion) => {
  const sheet = loadSheet(version) as any;
  const sheetGuard = (className: string) => sheet.guards.items.find((g: {class_name: string}) => g.class_name === className);
  const pageById = new Map(
    loadPages(version)
      .filter((p) => p.section === 'docs')
      .map((p) => [p.frontMatter.id!, p]),
  );
  const sidebar = docsSidebarOf(version);
  const guardrailsCategory = category(sidebar, 'Guardrails');

  test('the guard catalogue has one entry per guard class of the facts sheet', () => {
    expect(new Set(GUARD_IDS).size).toBe(GUARD_IDS.length);
    expect(GUARDS.map((g) => g.className).sort()).toEqual(sheet.guards.items.map((g: {class_name: string}) => g.class_name).sort());
    expect(sheet.guards.count_guard_classes_excluding_base).toBe(GUARDS.length);
  });

  for (const guard of GUARDS) {
    test(`${guard.className} agrees with the facts sheet`, () => {
      const facts = sheetGuard(guard.className);
      expect(facts, `${guard.className} in the facts sheet`).toBeDefined();
      expect(guard.importStatement).toBe(facts.import_statement);
      expect(guard.displayName).toBe(facts.__name__property);
      expect(guard.parameters.map((p) => [p.name, p.annotation, p.default])).toEqual(
        facts.constructor_params.map((p: {name: string; annotation: string; default: string | null}) => [p.name, p.annotation, p.default]),
      );
      // Only a guard that takes guard_type keeps it; the others start from a fixed GuardType and switch per call.
      expect(guard.checkChosenBy === 'guard_type').toBe(!String(facts.initial_guard_type).startsWith('GuardType.'));
      expect(guard.pageId).toBe(`guardrails-${guard.id}-guard`);
      expect(manifestIds.has(guard.pageId), guard.pageId).toBe(true);
    });

    test(`${guard.className} has copy for its checks, every parameter and the risks it defends against`, () => {
      expect(guard.summary.length).toBeGreaterThan(30);
      expect(guard.judges.input.length).toBeGreaterThan(30);
      expect(guard.judges.output.length).toBeGreaterThan(30);
      expect(guard.judges.input).not.toBe(guard.judges.output);
      expect(Object.keys(guard.parameterDocs).sort()).toEqual(guard.parameters.map((p) => p.name).sort());
      for (const parameter of guard.parameters) {
        expect(guard.parameterDocs[parameter.name]!.length, parameter.name).toBeGreaterThan(30);
      }
      expect(guard.defendsAgainst.length).toBeGreaterThan(0);
      for (const id of guard.defendsAgainst) expect(isVulnerabilityId(id), id).toBe(true);
    });
  }

  test('the Guardrails sidebar category links the introduction and lists exactly the written guard pages', () => {
    expect(guardrailsCategory, 'a Guardrails category in the md sidebar').toBeDefined();
    expect(guardrailsCategory!.link?.id).toBe('guardrails-introduction');
    const written = GUARDS.map((g) => g.pageId).filter((id) => pageById.has(id));
    expect(written.length).toBeGreaterThan(0);
    expect(sidebarDocIds(guardrailsCategory!.items)).toEqual(written);
    // Guardrails comes after Frameworks.
    const labels = sidebar.map((item) => (item as {label?: string}).label);
    expect(labels.indexOf('Guardrails')).toBeGreaterThan(labels.indexOf('Frameworks'));
  });

  for (const guard of GUARDS.filter((g) => pageById.has(g.pageId))) {
    test(`${guard.className}'s page follows the guard shape with the catalogue components`, () => {
      expect(guardPageProblems(pageById.get(guard.pageId)!, guard)).toEqual([]);
    });
  }

  test('the introduction renders the guard overview and a request-path diagram', () => {
    const intro = pageById.get('guardrails-introduction');
    expect(intro, 'docs/guardrails-introduction.mdx').toBeDefined();
    expect(intro!.body).toContain('<GuardOverview />');
    expect(intro!.body).toMatch(/^```mermaid$/m);
    for (const guard of GUARDS.filter((g) => pageById.has(g.pageId))) {
      expect(intro!.body, `links ${guard.pageId}`).toContain(`](/docs/${guard.pageId})`);
    }
  });

  test('vulnerability pages link a guard from Mitigations once its page exists', () => {
    const problems: string[] = [];
    for (const vulnerability of vulnerabilitiesOf(version)) {
      const page = pageById.get(vulnerability.pageId);
      if (!page) continue;
      const mitigations = section(page, 'Mitigations');
      for (const guard of GUARDS.filter((g) => pageById.has(g.pageId))) {
        if (mitigations.includes(`\`${guard.className}\``) && !mitigations.includes(`[\`${guard.className}\`](/docs/${guard.pageId})`)) {
          problems.push(`${vulnerability.pageId}: Mitigations names ${guard.className} without linking ${guard.pageId}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
};

for (const version of TOOLKIT_VERSIONS) {
  test.describe(`DeepTeam ${version}`, () => RELEASE_TESTS(version));
}

test('getGuard fails loudly on an unknown id', () => {
  expect(getGuard('topical').className).toBe('TopicalGuard');
  expect(() => getGuard('topical-guard')).toThrow(/Unknown guard id "topical-guard"/);
});

test('the guard page check catches planted errors', () => {
  const guard = getGuard('topical');
  const links = guard.defendsAgainst.map((id) => `[x](/docs/${getVulnerability(id).pageId})`).join(' ');
  const good = [
    'Summary.',
    '<GuardAtAGlance id="topical" />',
    ...PAGE_SHAPES.guard.flatMap((h) => [`## ${h}`, h === 'Parameters' ? '<GuardParameters id="topical" />' : links]),
  ].join('\n\n');
  expect(guardPageProblems({body: good}, guard)).toEqual([]);
  expect(guardPageProblems({body: good.replace('## Result', '## Results')}, guard)).toHaveLength(1);
  expect(guardPageProblems({body: good.replace('Summary.\n\n', '')}, guard)).toHaveLength(1);
  expect(guardPageProblems({body: good.replace('<GuardAtAGlance id="topical" />', '')}, guard)).toHaveLength(1);
  expect(guardPageProblems({body: good.replace('<GuardParameters id="topical" />', '')}, guard)).toHaveLength(1);
  expect(guardPageProblems({body: good.replace('```', '').replace('## Example', '```\n## Example\n```')}, guard)).toHaveLength(1);
  expect(guardPageProblems({body: good.replaceAll('/docs/red-teaming-vulnerabilities-competition', '/docs/x')}, guard)).toHaveLength(1);
});
