// The framework facts, the coverage table and the defence map, against each release's facts sheet.
import {expect, test} from '@playwright/test';
import {loadSheet} from '../support/python-api';
import {
  FRAMEWORK_PARAMETER_DOCS,
  customChecksOf,
  frameworkCoverage,
  frameworksOf,
  getFramework,
} from '../../src/data/frameworks';
import {MAPPED_CLASS_NAMES, NO_GUARD, attackDefences, vulnerabilityDefences, type DefenceRow} from '../../src/data/defence';
import {GUARDS} from '../../src/data/guards';
import {attacksOf} from '../../src/data/attacks';
import {CLASS_CATEGORIES, vulnerabilitiesOf, vulnerabilityGroups} from '../../src/data/vulnerabilities';
import {TOOLKIT_VERSIONS} from '../../src/data/versions';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Rows of the defence map that no guard is paired with and that NO_GUARD does not explain, and NO_GUARD
 * entries for classes that are paired after all (a class is either paired or explained, never both).
 */
function unexplainedRows(rows: readonly DefenceRow[], reasons: Readonly<Record<string, string>> = NO_GUARD): string[] {
  return rows.flatMap((r) => {
    const paired = Object.values(r.guards).some((b) => b !== null);
    if (!paired && !reasons[r.className]) return [`${r.className}: no guard and no reason in NO_GUARD`];
    if (paired && reasons[r.className]) return [`${r.className}: paired, yet NO_GUARD says no guard is meant for it`];
    return [];
  });
}

for (const version of TOOLKIT_VERSIONS) {
  test(`${version}: every framework class of the sheet is in the facts, with its import, parameters and lists`, () => {
    const sheet = loadSheet(version) as any;
    const names = (sheet.frameworks.available as string[]).filter((name) => sheet.frameworks[name]?.import_statement);
    expect(frameworksOf(version).map((f) => f.className).sort()).toEqual([...names].sort());
    for (const framework of frameworksOf(version)) {
      const item = sheet.frameworks[framework.className];
      expect(framework.importStatement).toBe(item.import_statement);
      expect(framework.params.map((p) => p.name)).toEqual(item.constructor_params.map((p: {name: string}) => p.name));
      const categories = item.risk_categories ?? [];
      expect(framework.categories.map((c) => c.name)).toEqual(categories.map((c: {name: string}) => c.name));
      const flat = item.vulnerabilities ?? categories.flatMap((c: any) => c.vulnerabilities);
      expect(framework.vulnerabilities.map((v) => v.className)).toEqual(flat.map((v: {class_name: string}) => v.class_name));
      expect(framework.dataset).toBe(item.dataset ?? null);
      for (const p of framework.params) expect(FRAMEWORK_PARAMETER_DOCS[p.name], `${framework.className}.${p.name}`).toBeTruthy();
      expect(framework.pageId, framework.className).toMatch(/^red-teaming-/);
    }
  });

  test(`${version}: the coverage table gives each class the union of the types each framework runs`, () => {
    const rows = frameworkCoverage(vulnerabilitiesOf(version), version);
    const sheet = loadSheet(version) as any;
    for (const row of rows) {
      for (const framework of frameworksOf(version)) {
        const item = sheet.frameworks[framework.className];
        const flat: {class_name: string; arguments: {types?: string[]}}[] =
          item.vulnerabilities ?? (item.risk_categories ?? []).flatMap((c: any) => c.vulnerabilities);
        const expected = [...new Set(flat.filter((v) => v.class_name === row.className).flatMap((v) => v.arguments.types ?? []))];
        const cell = row.cells[framework.className];
        if (expected.length === 0 && !flat.some((v) => v.class_name === row.className)) expect(cell, `${row.className} × ${framework.className}`).toBeNull();
        else expect(cell?.types, `${row.className} × ${framework.className}`).toEqual(expected);
      }
    }
    expect(rows.some((row) => row.className === 'CustomVulnerability')).toBe(false);
  });

  test(`${version}: the Vulnerabilities section groups every listed class once`, () => {
    const groups = vulnerabilityGroups(version);
    const listed = vulnerabilitiesOf(version).filter((v) => v.id !== 'custom' && v.section === 'vulnerabilities');
    expect(groups.flatMap((g) => g.entries.map((e) => e.className)).sort()).toEqual(listed.map((v) => v.className).sort());
    if (version === '1.0') expect(groups.map((g) => g.label)).toEqual([...CLASS_CATEGORIES]);
    for (const group of groups) for (const entry of group.entries) if (entry.category) expect(entry.category).toBe(group.label);
  });

  test(`${version}: the defence map pairs only classes the release has, and its toolkit pairings are CybersecurityGuard's categories`, () => {
    const vulnerabilities = vulnerabilityDefences(vulnerabilitiesOf(version));
    const attacks = attackDefences(attacksOf(version));
    expect(vulnerabilities.length).toBe(vulnerabilitiesOf(version).length - 1);
    expect(attacks.length).toBe(attacksOf(version).length);
    for (const row of [...vulnerabilities, ...attacks]) {
      expect(Object.keys(row.guards).sort()).toEqual(GUARDS.map((g) => g.id).sort());
      for (const [guard, basis] of Object.entries(row.guards)) if (basis === 'toolkit') expect(guard).toBe('cybersecurity');
    }
    const toolkit = vulnerabilities.filter((r) => r.guards.cybersecurity === 'toolkit').map((r) => r.className);
    expect(toolkit.sort()).toEqual(['BFLA', 'BOLA', 'DebugAccess', 'RBAC', 'SQLInjection', 'SSRF', 'ShellInjection']);
    // Something is left uncovered, and something is covered, in both tables.
    for (const rows of [vulnerabilities, attacks]) {
      expect(rows.some((r) => Object.values(r.guards).every((b) => b === null))).toBe(true);
      expect(rows.some((r) => Object.values(r.guards).some((b) => b !== null))).toBe(true);
    }
  });
}

for (const version of TOOLKIT_VERSIONS) {
  test(`${version}: every class of the defence map is paired with a guard or says why none is meant for it`, () => {
    const rows = [...vulnerabilityDefences(vulnerabilitiesOf(version)), ...attackDefences(attacksOf(version))];
    expect(unexplainedRows(rows)).toEqual([]);
  });
}

test('the defence map check catches a class that is neither paired nor explained, and one that is both', () => {
  const rows = [...vulnerabilityDefences(vulnerabilitiesOf('1.0')), ...attackDefences(attacksOf('1.0'))];
  const {Fairness: _dropped, ...withoutFairness} = NO_GUARD;
  expect(unexplainedRows(rows, withoutFairness)).toEqual(['Fairness: no guard and no reason in NO_GUARD']);
  expect(unexplainedRows(rows, {...NO_GUARD, PromptProbing: 'planted'})).toEqual([
    'PromptProbing: paired, yet NO_GUARD says no guard is meant for it',
  ]);
});

test('the defence map pairs each attack and class whose probes match a guard prompt the same way (second audit, C-G1/G2)', () => {
  const rows = [...vulnerabilityDefences(vulnerabilitiesOf('1.0')), ...attackDefences(attacksOf('1.0'))];
  const injection = (name: string) => rows.find((r) => r.className === name)!.guards['prompt-injection'];
  // System-prompt extraction, goal extraction and goal rewriting match the prompt's attack signs, as
  // PromptLeakage and Robustness do.
  for (const name of ['PromptProbing', 'GoalTheft', 'RecursiveHijacking', 'PromptLeakage', 'Robustness']) expect(injection(name), name).toBe('ours');
});

test('every class the defence map names exists in DeepTeam 1.0', () => {
  const sheet = loadSheet('1.0') as any;
  const vulnerabilities = new Set(sheet.vulnerabilities.items.map((v: {class_name: string}) => v.class_name));
  const attacks = new Set([...sheet.attacks.single_turn, ...sheet.attacks.multi_turn].map((a: {class_name: string}) => a.class_name));
  for (const name of MAPPED_CLASS_NAMES.vulnerabilities) expect(vulnerabilities.has(name), name).toBe(true);
  for (const name of MAPPED_CLASS_NAMES.attacks) expect(attacks.has(name), name).toBe(true);
  for (const name of MAPPED_CLASS_NAMES.unpaired) expect(vulnerabilities.has(name) || attacks.has(name), name).toBe(true);
});

test('1.0 frameworks: seven classes, dataset frameworks have no lists, and the custom checks are named', () => {
  expect(frameworksOf('1.0').map((f) => f.className)).toEqual(['OWASPTop10', 'OWASP_ASI_2026', 'NIST', 'MITRE', 'EUAIAct', 'Aegis', 'BeaverTails']);
  for (const name of ['Aegis', 'BeaverTails']) {
    const framework = getFramework(name, '1.0');
    expect(framework.dataset).toBeTruthy();
    expect(framework.vulnerabilities).toEqual([]);
  }
  expect(customChecksOf(getFramework('OWASPTop10', '1.0')).length).toBeGreaterThan(0);
  expect(customChecksOf(getFramework('OWASPTop10', '0.2.8'))).toEqual([]);
  expect(() => getFramework('NIST', '0.2.8')).toThrow(/Unknown framework class "NIST" in DeepTeam 0.2.8/);
});

test('the plan builder groups every vulnerability once, as the sidebar does: by category in 1.0, by risk category in 0.2.8', async () => {
  const {planCatalogue} = await import('../../src/data/plan/model');
  for (const version of TOOLKIT_VERSIONS) {
    const catalogue = planCatalogue(version);
    const grouped = catalogue.groups.flatMap((g) => g.entries.map((e) => e.className));
    expect(grouped.sort(), version).toEqual(catalogue.vulnerabilities.map((v) => v.className).sort());
    if (version === '1.0') expect(catalogue.groups.map((g) => g.category)).toEqual([...CLASS_CATEGORIES]);
    else expect(catalogue.groups.map((g) => g.category)).toContain('Unauthorized Access');
  }
});
