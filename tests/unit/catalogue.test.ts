import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {
  VULNERABILITY_IDS,
  agenticVulnerabilities,
  getVulnerability,
  vulnerabilityGroups,
  vulnerabilitiesOf,
} from '../../src/data/vulnerabilities';
import {parameterDocsFor} from '../../src/data/parameters';
import {attacksOf} from '../../src/data/attacks';
import {GUARDS} from '../../src/data/guards';
import {OWASP_ENTRY_IDS, OWASP_TOP_10, owaspCoverage, owaspTop10Framework} from '../../src/data/frameworks';
import {PAGE_SHAPES} from '../../src/data/pageShapes';
import {RISK_CATEGORIES, metricNames} from '../../src/data/toolkit';
import {ROOT, manifest} from '../support/site';
import {loadSheet} from '../support/python-api';
import {docsSidebarOf} from '../support/shapes';
import {loadPages, type Page} from '../support/content';
import {RELEASE_ONLY_PAGES, TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../src/data/versions';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('../../scripts/toolkit-facts.cjs') as {
  render: (version: string, kind: string) => string;
  outputOf: (version: string, kind: string) => string;
  KINDS: string[];
  VERSIONS: Record<string, string>;
};

// The 0.2.8 page map: which class each 0.2.8 page documents.
const pageMap = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'toolkit-api', 'page-map.json'), 'utf8')) as {
  docs: Record<string, {classes?: {name: string}[]}>;
};

function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (items && typeof items === 'object') {
    const item = items as {id?: string; items?: unknown; link?: {id?: string}; type?: string};
    return [...(item.type === 'doc' && item.id ? [item.id] : []), ...(item.link?.id ? [item.link.id] : []), ...sidebarDocIds(item.items ?? [])];
  }
  return [];
}

test('the generated facts files are up to date with the facts sheets, one per release of src/data/versions.ts', () => {
  expect(Object.keys(generator.VERSIONS).sort()).toEqual([...TOOLKIT_VERSIONS].sort());
  for (const version of TOOLKIT_VERSIONS) {
    expect(generator.VERSIONS[version], version).toBe(VERSIONS[version].sheet);
    for (const kind of generator.KINDS) {
      expect(fs.readFileSync(generator.outputOf(version, kind), 'utf8'), `${kind} ${version}`).toBe(generator.render(version, kind));
    }
  }
});

/** Agentic vulnerability pages of the manifest that document a real 0.2.8 class (the rest are concept pages). */
function agenticClassPages(): string[] {
  return manifest.docs.pages
    .map((p) => p.id)
    .filter((id) => /^red-teaming-agentic-vulnerabilities-/.test(id) && (pageMap.docs[id]?.classes ?? []).length > 0);
}

const RELEASE_TESTS = (version: ToolkitVersion) => {
const sheet = loadSheet(version) as any;
const VULNERABILITIES = vulnerabilitiesOf(version);
const ATTACKS = attacksOf(version);
const OWASP_TOP10_FRAMEWORK = owaspTop10Framework(version);
const sheetVulnerability = (className: string) =>
  sheet.vulnerabilities.items.find((item: {class_name: string}) => item.class_name === className);
const docsInSidebar = new Set(sidebarDocIds(docsSidebarOf(version)));
const pageById = new Map(
  loadPages(version)
    .filter((p) => p.section === 'docs')
    .map((p) => [p.frontMatter.id!, p]),
);

  test('catalogue ids are unique and cover every vulnerability page and every agentic class page', () => {
    expect(new Set(VULNERABILITY_IDS).size).toBe(VULNERABILITY_IDS.length);
    expect(new Set(VULNERABILITIES.map((v) => v.className)).size).toBe(VULNERABILITIES.length);
    const sectionPages = [...manifest.docs.pages, ...RELEASE_ONLY_PAGES[version]]
      .map((p) => p.id)
      .filter((id) => /^red-teaming-vulnerabilities-/.test(id) || id === 'red-teaming-custom-vulnerability');
    // Both releases document the 0.2.8 classes of the page map's agentic pages (1.0 kept them); the
    // classes new in 1.0 have pages of their own in the Vulnerabilities section of 1.0.
    const agenticPages = agenticClassPages();
    expect(agenticPages.length, 'the page map names agentic class pages').toBeGreaterThan(0);
    expect(VULNERABILITIES.map((v) => v.pageId).sort()).toEqual([...sectionPages, ...agenticPages].sort());
    // Each agentic class page's entry is the class the page map says it documents.
    for (const pageId of agenticPages) {
      const entry = VULNERABILITIES.find((v) => v.pageId === pageId);
      expect(pageMap.docs[pageId]!.classes!.map((c) => c.name), pageId).toEqual([entry?.className]);
    }
  });

  test('every vulnerability class of the release is in the catalogue, with a page', () => {
    const inSheet = sheet.vulnerabilities.items.map((v: any) => v.class_name as string);
    expect(VULNERABILITIES.map((v) => v.className).sort()).toEqual([...inSheet].sort());
  });

  test('agentic classes are listed apart from the Vulnerabilities section, in the catalogue and the sidebar', () => {
    const agenticPages = agenticClassPages();
    const agentic = VULNERABILITIES.filter((v) => v.section === 'agentic');
    expect(agentic.map((v) => v.pageId).sort()).toEqual([...agenticPages].sort());
    expect(agenticVulnerabilities(version)).toEqual(agentic);
    const grouped = vulnerabilityGroups(version).flatMap((group) => group.entries);
    expect(grouped.filter((v) => v.section === 'agentic')).toEqual([]);
    expect(grouped.map((v) => v.pageId).sort()).toEqual(
      VULNERABILITIES.filter((v) => v.section === 'vulnerabilities' && v.id !== 'custom').map((v) => v.pageId).sort(),
    );
    const vulnerabilitiesPart = docsSidebarOf(version).find(
      (item) => typeof item === 'object' && (item as {label?: string}).label === 'Vulnerabilities',
    );
    expect(vulnerabilitiesPart, 'the Vulnerabilities category of the md sidebar').toBeDefined();
    const listed = sidebarDocIds(vulnerabilitiesPart);
    for (const pageId of agenticPages) expect(listed, pageId).not.toContain(pageId);
    for (const entry of grouped) expect(listed, entry.pageId).toContain(entry.pageId);
  });

  for (const entry of VULNERABILITIES) {
    test(`${entry.className} agrees with the facts sheet`, () => {
      const facts = sheetVulnerability(entry.className);
      expect(facts, `${entry.className} is in the facts sheet`).toBeDefined();
      expect(entry.importStatement).toBe(facts.import_statement);
      expect(entry.riskCategory).toBe(facts.risk_category);
      expect(entry.types.map((t) => t.value)).toEqual(Array.isArray(facts.types?.values) ? facts.types.values : []);
      expect(entry.inCli).toBe(facts.available_in_cli);
      expect(entry.inOwaspTop10).toBe(facts.used_by_OWASPTop10);
      expect(entry.parameters.map((p) => [p.name, p.default])).toEqual(
        facts.constructor_params.map((p: {name: string; default: string | null}) => [p.name, p.default]),
      );
      const expectedMetric = facts.metric.per_type
        ? Object.values(facts.metric.per_type).map((m: any) => m.metric_class)
        : [facts.metric.metric_class];
      expect(metricNames(entry.metric).sort()).toEqual([...new Set(expectedMetric)].sort());
      expect(RISK_CATEGORIES).toContain(entry.riskCategory);
    });

    test(`${entry.className} has copy for its summary, every type and every parameter`, () => {
      expect(entry.summary.length).toBeGreaterThan(20);
      for (const type of entry.types) {
        expect(type.label, type.value).toMatch(/\S/);
        expect(type.description.length, type.value).toBeGreaterThan(20);
      }
      for (const parameter of entry.parameters) {
        expect(parameterDocsFor(entry.className, version)[parameter.name], parameter.name).toBeTruthy();
      }
    });

    test(`${entry.className}'s page exists, is in the sidebar and follows the vulnerability shape`, () => {
      const page = pageById.get(entry.pageId);
      expect(page, `docs page ${entry.pageId}`).toBeDefined();
      expect(docsInSidebar.has(entry.pageId), `${entry.pageId} in the md sidebar`).toBe(true);
      expect(headings(page!, 2)).toEqual([...PAGE_SHAPES.vulnerability]);
      for (const component of ['VulnerabilityAtAGlance', 'VulnerabilityParameters']) {
        expect(page!.body, component).toContain(`<${component} id="${entry.id}" />`);
      }
      const typeHeadings = headingsUnder(page!, 'Types');
      if (entry.types.length > 0) {
        expect(page!.body).toContain(`<VulnerabilityTypesTable id="${entry.id}" />`);
        for (const type of entry.types) {
          const matching = typeHeadings.filter((h) => h.includes(`\`${type.value}\``));
          expect(matching, `one H3 for type ${type.value}`).toHaveLength(1);
        }
        expect(typeHeadings).toHaveLength(entry.types.length);
      } else {
        expect(typeHeadings.length).toBeGreaterThan(0);
      }
      // Metric classes named on the page are the ones that judge this vulnerability.
      const named = [...page!.body.matchAll(/`(\w+Metric)`/g)].map((m) => m[1]!);
      for (const metric of named) {
        if (metric === 'BaseRedTeamingMetric') continue;
        expect(metricNames(entry.metric), `${metric} named on ${entry.pageId}`).toContain(metric);
      }
    });
  }

  test('attacks and guards agree with the facts sheet and point at pages of the release', () => {
    const manifestIds = new Set([...manifest.docs.pages, ...RELEASE_ONLY_PAGES[version]].map((p) => p.id));
    const sheetAttacks = [...sheet.attacks.single_turn, ...sheet.attacks.multi_turn].map((a: any) => a.class_name as string);
    expect(ATTACKS.map((attack) => attack.className).sort()).toEqual([...sheetAttacks].sort());
    for (const attack of ATTACKS) {
      const facts = [...sheet.attacks.single_turn, ...sheet.attacks.multi_turn].find((a: any) => a.class_name === attack.className);
      expect(attack.importStatement).toBe(facts.import_statement);
      expect(attack.turns).toBe(sheet.attacks.single_turn.includes(facts) ? 'single' : 'multi');
      expect(attack.parameters.map((p) => [p.name, p.default])).toEqual(facts.constructor_params.map((p: any) => [p.name, p.default]));
      if (attack.pageId) expect(manifestIds.has(attack.pageId), attack.pageId).toBe(true);
      expect(attack.summary.length).toBeGreaterThan(20);
    }
    expect(GUARDS).toHaveLength(sheet.guards.items.length);
    for (const guard of GUARDS) {
      const facts = sheet.guards.items.find((g: any) => g.class_name === guard.className);
      expect(guard.importStatement).toBe(facts.import_statement);
      expect(guard.parameters.map((p) => p.name)).toEqual(facts.constructor_params.map((p: any) => p.name));
      expect(guard.pageId && manifestIds.has(guard.pageId), guard.className).toBe(true);
    }
  });

  test('the OWASP mapping names only classes the OWASPTop10 framework runs, and covers all ten entries', () => {
    expect(OWASP_ENTRY_IDS).toHaveLength(10);
    const runVulns = new Set(OWASP_TOP10_FRAMEWORK.vulnerabilities.map((v) => v.className as string));
    const runAttacks = new Set(OWASP_TOP10_FRAMEWORK.attacks.map((a) => a.className as string));
    expect([...runVulns]).toEqual(sheet.frameworks.OWASPTop10.vulnerability_class_names);
    for (const id of OWASP_ENTRY_IDS) {
      for (const className of OWASP_TOP_10[id].vulnerabilities) expect(runVulns.has(className), `${id}: ${className}`).toBe(true);
      for (const className of OWASP_TOP_10[id].attacks) expect(runAttacks.has(className), `${id}: ${className}`).toBe(true);
    }
  });
};

for (const version of TOOLKIT_VERSIONS) {
  test.describe(`DeepTeam ${version}`, () => RELEASE_TESTS(version));
}

test('getVulnerability fails loudly on an unknown id', () => {
  expect(() => getVulnerability('biass')).toThrow(/Unknown vulnerability id "biass"/);
});

function headings(page: Page, level: number): string[] {
  const prefix = `${'#'.repeat(level)} `;
  return withoutCode(page.body)
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

function headingsUnder(page: Page, h2: string): string[] {
  const lines = withoutCode(page.body).split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${h2}`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  return rest.slice(0, end === -1 ? undefined : end).filter((l) => l.startsWith('### ')).map((l) => l.slice(4).trim());
}

function withoutCode(body: string): string {
  return body.replace(/^([ \t]*)```[\s\S]*?^\1```[ \t]*$/gm, '');
}

test('the planted-error checks for page shapes work', () => {
  const page = {file: 'docs/x.mdx', frontMatter: {}, body: '## At a glance\n\n```python\n## not a heading\n```\n## Usage\n### `a`\n## Types\n### One (`one`)\n### Two (`two`)\n## Related\n'} as Page;
  expect(headings(page, 2)).toEqual(['At a glance', 'Usage', 'Types', 'Related']);
  expect(headingsUnder(page, 'Types')).toEqual(['One (`one`)', 'Two (`two`)']);
  expect(headings(page, 2)).not.toEqual([...PAGE_SHAPES.vulnerability]);
});

test('OWASP coverage names the classes the framework runs with only some of their types (0.2.8)', () => {
  const partial = vulnerabilitiesOf('0.2.8').filter((v) => owaspCoverage(v.className, v.types.length, '0.2.8') !== 'Yes' && v.inOwaspTop10);
  expect(partial.map((v) => v.className).sort()).toEqual(['Competition', 'IllegalActivity', 'PersonalSafety']);
  expect(owaspCoverage('Competition', getVulnerability('competition', '0.2.8').types.length, '0.2.8')).toBe('1 of 4 types');
  expect(owaspCoverage('Bias', getVulnerability('bias', '0.2.8').types.length, '0.2.8')).toBe('Yes');
  expect(owaspCoverage('Ethics', getVulnerability('ethics', '0.2.8').types.length, '0.2.8')).toBe('No');
});
