// The API reference (src/plugins/api-reference): every public name of each release's facts sheet has
// exactly one entry and every entry is in its sheet; the release marks agree with availability.json; the
// "Used on" lists come from what the samples import and call; the pages and sidebars match the groups.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {ROOT} from '../support/site';
import {loadPages} from '../support/content';
import {analyse, loadSheet} from '../support/python-api';
import {docsSidebarOf} from '../support/shapes';
import {TOOLKIT_VERSIONS, VERSIONS, type ToolkitVersion} from '../../src/data/versions';
import {buildReference, type Reference} from '../../src/plugins/api-reference/model';
import {importsOf} from '../../src/plugins/api-reference/collect';
import {classPageIds, loadReferences, referencePages, sampleUsage} from '../../src/plugins/api-reference';
import {blankStringsAndComments, codeBlocksOf, scanPython, usedIds} from '../../src/plugins/api-reference/samples';
import {API_GROUPS, API_INDEX_DOC_ID} from '../../src/plugins/api-reference/groups';
import type {Entry, Mark, Param} from '../../src/plugins/api-reference/types';

/* eslint-disable @typescript-eslint/no-explicit-any */
const availability = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'toolkit-api', 'availability.json'), 'utf8'));
const references = loadReferences(ROOT);
const OTHER: Record<ToolkitVersion, ToolkitVersion> = {'1.0': '0.2.8', '0.2.8': '1.0'};

/** Every entry of a release with its companions, and every method. */
const allEntries = (reference: Reference): readonly Entry[] => reference.entries;
const entryById = (reference: Reference) => new Map(allEntries(reference).map((e) => [e.id, e]));
const texts = (marks: readonly Mark[] | undefined) => (marks ?? []).map((m) => m.text);
const param = (params: readonly Param[] | undefined, name: string) => params?.find((p) => p.name === name);
const isPrivate = (name: string) => name.startsWith('_') && !/^__\w+__$/.test(name);

/** Entries that bind a Python name in a module: their import module, another module that binds it, or their defining module. */
function entriesBinding(reference: Reference, module: string, name: string): Entry[] {
  return allEntries(reference).filter(
    (e) => e.kind !== 'command' && e.id.split('.').pop() === name && (e.module === module || e.alsoFrom.includes(module) || e.definedIn === module),
  );
}

/** Every import line the sheet gives as a fact (`import_statement`, `enum_import`...), not the ones quoted in its notes. */
function importLines(value: unknown, visit: (text: string) => void, key = ''): void {
  if (typeof value === 'string') {
    if (/import/.test(key)) visit(value);
  } else if (Array.isArray(value)) value.forEach((item) => importLines(item, visit, key));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, item]) => importLines(item, visit, k));
}

for (const version of TOOLKIT_VERSIONS) {
  const reference = references[version]!;
  const sheet = loadSheet(version) as any;

  test.describe(`${version} reference`, () => {
    test('every name a package of the sheet exports has exactly one entry', () => {
      const problems: string[] = [];
      let checked = 0;
      for (const [pkg, info] of Object.entries<any>(sheet.top_level_exports)) {
        const names = new Set<string>([...Object.keys(info.names_to_defining_module ?? {}), ...(info.__all__ ?? []), ...(info.also_defined_functions ?? [])]);
        for (const name of names) {
          if (isPrivate(name)) continue;
          checked += 1;
          const found = entriesBinding(reference, pkg, name);
          if (found.length !== 1) problems.push(`${pkg}.${name}: ${found.length} entries (${found.map((e) => e.id).join(', ')})`);
        }
      }
      expect(checked).toBeGreaterThan(150);
      expect(problems).toEqual([]);
    });

    test('every import line anywhere in the sheet names a name with exactly one entry', () => {
      const problems: string[] = [];
      const statements = new Set<string>();
      importLines(sheet, (text) => {
        for (const match of text.matchAll(/from (deepteam[\w.]*) import ([\w, ]+)/g)) statements.add(`from ${match[1]} import ${match[2]!.trim()}`);
      });
      expect(statements.size).toBeGreaterThan(90);
      for (const statement of statements) {
        for (const [module, name] of importsOf(statement)) {
          if (isPrivate(name)) continue;
          const found = entriesBinding(reference, module, name);
          if (found.length !== 1) problems.push(`${statement}: ${found.length} entries`);
        }
      }
      expect(problems).toEqual([]);
    });

    test('every class, model, enum and function the sheet describes in a module has one entry, and every CLI command one', () => {
      const described: {name: string; module: string}[] = [];
      const visit = (value: any) => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') {
          const name = value.class_name ?? (typeof value.name === 'string' && value.defined_in ? value.name : null);
          if (typeof name === 'string' && typeof value.defined_in === 'string' && !isPrivate(name)) described.push({name, module: value.defined_in});
          Object.values(value).forEach(visit);
        }
      };
      const {top_level_exports: _exports, ...rest} = sheet;
      visit(rest);
      for (const [name, signature] of Object.entries<string>(sheet.risk_assessment.module_functions ?? {})) {
        expect(signature).toContain(name);
        described.push({name, module: sheet.risk_assessment.all_classes_defined_in});
      }
      for (const name of ['RedTeamingOverview', 'VulnerabilityTypeResult', 'AttackMethodResult']) described.push({name, module: sheet.risk_assessment.all_classes_defined_in});
      expect(described.length).toBeGreaterThan(60);
      const problems = described
        .map(({name, module}) => ({name, module, found: entriesBinding(reference, module, name)}))
        .filter(({found}) => found.length !== 1)
        .map(({name, module, found}) => `${module}.${name}: ${found.length} entries`);
      expect(problems).toEqual([]);
      const commands = allEntries(reference).filter((e) => e.kind === 'command').map((e) => e.name);
      expect(commands.sort()).toEqual([sheet.cli.console_script, ...Object.keys(sheet.cli.commands).map((c) => `${sheet.cli.console_script} ${c}`)].sort());
    });

    test('every entry is in the sheet: its name, its module, its methods and its parameters', () => {
      const text = JSON.stringify(sheet);
      const problems: string[] = [];
      for (const entry of allEntries(reference)) {
        const name = entry.kind === 'command' ? entry.name.split(' ').pop()! : entry.id.split('.').pop()!;
        if (!text.includes(`"${name}"`) && !text.includes(`"${name}":`) && !text.includes(` ${name}`)) problems.push(`${entry.id}: name not in the sheet`);
        const module = entry.kind === 'command' ? entry.definedIn! : entry.module;
        if (!text.includes(module)) problems.push(`${entry.id}: module ${module} not in the sheet`);
        for (const method of entry.methods) {
          const signatureName = method.signature.name;
          if (!new RegExp(`(?:^|"|async )${signatureName}\\(`).test(text.replace(/\\"/g, "'"))) problems.push(`${method.id}: no such method in the sheet`);
        }
      }
      expect(problems).toEqual([]);
      // Constructor parameters, in order, with annotations and defaults, for the sheet's class lists.
      const byId = entryById(reference);
      const classes = [...sheet.vulnerabilities.items, ...sheet.attacks.single_turn, ...sheet.attacks.multi_turn, ...sheet.guards.items];
      for (const item of classes) {
        const [[module, name]] = importsOf(item.import_statement) as [[string, string]];
        const entry = byId.get(`${module}.${name}`);
        expect(entry, item.class_name).toBeDefined();
        expect(entry!.signature!.params.map((p) => [p.name, p.annotation, p.default]), item.class_name).toEqual(
          item.constructor_params.map((p: any) => [p.name, p.annotation ?? null, p.default ?? null]),
        );
      }
      const teamer = byId.get('deepteam.red_teamer.RedTeamer')!;
      expect(teamer.methods.map((m) => m.signature.name)).toEqual(['red_team', 'a_red_team']);
      expect(teamer.methods[1]!.signature.keyword).toBe('async def');
      expect(param(teamer.methods[0]!.signature.params, 'model_callback')!.required).toBe(true);
    });

    test('ids are unique dotted paths, and each group page of the release exists once in each release’s docs and sidebar', () => {
      const ids = [...reference.groupOf.keys()];
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id, id).toMatch(/^(deepteam|deepeval)(\.\w+)+$/);
      const docsDir = path.join(ROOT, VERSIONS[version].contentDirs.docs);
      const pages = referencePages(references)[version];
      const onDisk = fs.readdirSync(docsDir).filter((f) => /^api-.*\.mdx$/.test(f)).map((f) => f.replace(/\.mdx$/, '')).sort();
      expect(onDisk).toEqual(pages.map((p) => p.id).sort());
      const sidebar = docsSidebarOf(version).find((item: any) => item?.label === 'API reference') as {items: string[]} | undefined;
      expect(sidebar?.items, 'the API reference category of the sidebar').toEqual([API_INDEX_DOC_ID, ...API_GROUPS.filter((g) => reference.pages.has(g.id)).map((g) => g.docId)]);
    });
  });
}

test('entry counts per release', () => {
  const counts = Object.fromEntries(TOOLKIT_VERSIONS.map((v) => [v, {names: references[v]!.entries.length, withMethods: references[v]!.groupOf.size}]));
  console.log(`API reference entries: ${JSON.stringify(counts)}`);
  expect(counts['1.0']!.names).toBeGreaterThan(counts['0.2.8']!.names);
});

test.describe('release marks agree with availability.json', () => {
  const now = entryById(references['1.0']!);
  const then = entryById(references['0.2.8']!);
  const labelOf = (ref: string) => {
    const refs: {ref: string; version: string}[] = availability.refs;
    const index = refs.findIndex((r) => r.ref === ref);
    return refs.slice(0, index).some((r) => r.version === refs[index]!.version) ? `${refs[index]!.version} (unreleased ${ref})` : refs[index]!.version;
  };
  /** The 1.0 entry of a class availability.json tracks, by its last import line. */
  const entryOf = (record: any, entries = now) => {
    const [[module, name]] = importsOf(record.import_statement_last) as [[string, string]];
    return entries.get(`${module}.${name}`);
  };

  test('added: every tracked class says the release it arrived in, or since 0.2.8', () => {
    const problems: string[] = [];
    for (const record of availability.classes) {
      const entry = entryOf(record);
      if (!entry) {
        problems.push(`${record.name}: no 1.0 entry`);
        continue;
      }
      const expected = record.present_in_first_ref ? 'since 0.2.8' : `new in ${labelOf(record.first_ref)}`;
      if (!texts(entry.marks).includes(expected)) problems.push(`${record.name}: expected "${expected}", got ${JSON.stringify(texts(entry.marks))}`);
      if (!record.present_in_first_ref && then.has(entry.id)) problems.push(`${record.name}: arrived after 0.2.8 but has a 0.2.8 entry`);
    }
    expect(problems).toEqual([]);
    expect(texts(now.get('deepteam.vulnerabilities.Hallucination')!.marks)).toContain('new in 1.0.7');
    expect(texts(now.get('deepteam.frameworks.NIST')!.marks)).toContain('new in 0.2.9');
  });

  test('changed: every parameter added, default changed and type changed is marked on its parameter, in both releases', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const record of availability.classes) {
      const entry = entryOf(record);
      const old = record.present_in_first_ref ? entryOf({import_statement_last: record.import_statement_first}, then) : undefined;
      const check = (params: readonly Param[] | undefined, oldParams: readonly Param[] | undefined, change: any, where: string) => {
        const label = labelOf(change.ref);
        for (const added of change.params_added ?? []) {
          checked += 1;
          if (!texts(param(params, added.name)?.marks).includes(`new in ${label}`)) problems.push(`${where}.${added.name}: not marked new in ${label}`);
        }
        for (const d of change.defaults_changed ?? []) {
          checked += 1;
          if (!texts(param(params, d.param)?.marks).includes(`default changed in ${label} (was ${d.from})`)) problems.push(`${where}.${d.param}: default change in ${label} not marked`);
          if (oldParams && !texts(param(oldParams, d.param)?.marks).includes(`default changed in ${label} (to ${d.to})`)) problems.push(`0.2.8 ${where}.${d.param}: later default change not marked`);
        }
        for (const a of change.annotations_changed ?? []) {
          checked += 1;
          if (!texts(param(params, a.param)?.marks).includes(`type changed in ${label} (was ${a.from})`)) problems.push(`${where}.${a.param}: type change in ${label} not marked`);
        }
      };
      const params = (e: Entry | undefined) => e?.signature?.params ?? e?.fields?.items;
      for (const change of record.changed_in) {
        check(params(entry), params(old), change, record.name);
        for (const [method, diff] of Object.entries<any>(change.methods_changed ?? {})) {
          const m = entry?.methods.find((x) => x.signature.name === method);
          const o = old?.methods.find((x) => x.signature.name === method);
          check(m?.signature.params, o?.signature.params, {...diff, ref: change.ref}, `${record.name}.${method}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    // A sample, read as a reader would.
    const redTeam = now.get('deepteam.red_team')!;
    expect(texts(param(redTeam.signature!.params, 'ignore_errors')!.marks)).toEqual(['default changed in 1.0.3 (was False)']);
    expect(texts(param(then.get('deepteam.red_team')!.signature!.params, 'ignore_errors')!.marks)).toEqual(['default changed in 1.0.3 (to True)']);
    expect(texts(param(now.get('deepteam.vulnerabilities.Bias')!.signature!.params, 'evaluation_examples')!.marks)).toEqual(['new in 1.0.7']);
    expect(texts(param(now.get('deepteam.attacks.single_turn.Roleplay')!.signature!.params, 'persona')!.marks)).toEqual(['default changed in 1.0.6 (was "A helpful assistant")']);
  });

  test('the two sheets differ exactly as availability.json says for each tracked class in both (so the marks can be trusted)', () => {
    const problems: string[] = [];
    for (const record of availability.classes.filter((r: any) => r.present_in_first_ref)) {
      const entry = entryOf(record);
      const old = entryOf({import_statement_last: record.import_statement_first}, then);
      if (!entry?.signature || !old?.signature) continue;
      const added = new Set(record.changed_in.flatMap((c: any) => (c.params_added ?? []).map((p: any) => p.name)));
      const removed = new Set(record.changed_in.flatMap((c: any) => c.params_removed ?? []));
      const before = new Set(old.signature.params.map((p) => p.name).filter((n) => !isPrivate(n)));
      const after = entry.signature.params.map((p) => p.name).filter((n) => !isPrivate(n));
      const expected = [...[...before].filter((n) => !removed.has(n)), ...[...added].filter((n) => !before.has(n as string))].sort();
      if (JSON.stringify([...after].sort()) !== JSON.stringify(expected)) problems.push(`${record.name}: sheets ${JSON.stringify(after)} vs availability ${JSON.stringify(expected)}`);
    }
    expect(problems).toEqual([]);
  });

  test('removed and untracked: names in one sheet only say so, in each direction', () => {
    // In 0.2.8, GoalTheft's template lived under deepteam.vulnerabilities.agentic, a package 1.0 no longer has.
    const oldTemplate = then.get('deepteam.vulnerabilities.agentic.goal_theft.GoalTheftTemplate');
    expect(oldTemplate, 'the 0.2.8 template').toBeDefined();
    expect(texts(oldTemplate!.marks)).toEqual(['at deepteam.vulnerabilities.goal_theft.GoalTheftTemplate in 1.0.7']);
    expect(texts(now.get('deepteam.code_scanner.CodeScanner')!.marks)).toEqual(['in 1.0.7; not in 0.2.8']);
    expect(texts(now.get('deepteam.metrics.BiasMetric')!.marks)).toEqual(['in 0.2.8 and 1.0.7']);
    expect(texts(param(now.get('deepteam.test_case.RTTestCase')!.fields!.items, 'simulation_cost')!.marks)).toEqual(['not in 0.2.8']);
    expect(now.has('deepteam.vulnerabilities.Hallucination') && !then.has('deepteam.vulnerabilities.Hallucination')).toBe(true);
    // The CLI's commands are tracked release by release.
    expect(texts(now.get('deepteam.cli.main.scan')!.marks)).toEqual(['new in 1.0.7']);
    expect(texts(now.get('deepteam.cli.main.run')!.marks)).toEqual(['since 0.2.8']);
  });

  test('a planted change in availability.json changes the marks (the checks above can fail)', () => {
    const planted = JSON.parse(JSON.stringify(availability));
    const bias = planted.classes.find((c: any) => c.name === 'Bias');
    bias.changed_in = [];
    bias.present_in_first_ref = false;
    bias.first_ref = 'v1.0.4';
    const reference = buildReference({sheet: loadSheet('1.0'), otherSheet: loadSheet('0.2.8'), availability: planted, pageIds: classPageIds('1.0')});
    const entry = reference.entries.find((e) => e.id === 'deepteam.vulnerabilities.Bias')!;
    expect(texts(entry.marks)).toEqual(['new in 1.0.4']);
    // Untracked now, its parameters fall back to the comparison of the two sheets.
    expect(texts(param(entry.signature!.params, 'evaluation_examples')!.marks)).toEqual(['not in 0.2.8']);
  });
});

test.describe('"Used on" comes from the samples', () => {
  const usage = sampleUsage(ROOT, references);

  test('a page that imports a name is listed, a page that does not is not', () => {
    const pii = usage['1.0']!['deepteam.vulnerabilities.PIILeakage'] ?? [];
    expect(pii).toContain('docs/red-teaming-vulnerabilities-pii-leakage.mdx');
    const bias = fs.readFileSync(path.join(ROOT, 'docs/red-teaming-vulnerabilities-bias.mdx'), 'utf8');
    expect(bias).not.toMatch(/import[^\n]*PIILeakage/);
    expect(pii).not.toContain('docs/red-teaming-vulnerabilities-bias.mdx');
    // Per release: the archive's page is listed for the 0.2.8 entry, not for the 1.0 one.
    expect(usage['0.2.8']!['deepteam.vulnerabilities.PIILeakage']).toContain('versioned_docs/version-0.2.8/red-teaming-vulnerabilities-pii-leakage.mdx');
    expect(pii.some((file) => file.startsWith('versioned_docs/'))).toBe(false);
    // Methods are found through the instance a sample builds, and results through what a call returns.
    expect(usage['1.0']!['deepteam.red_teamer.RedTeamer.red_team']).toContain('docs/red-teaming-introduction.mdx');
    expect(usage['1.0']!['deepteam.cli.main.scan']).toContain('docs/code-scanning-introduction.mdx');
  });

  test('every listed page imports the name in a sample of that release (classes, functions, enums)', () => {
    const problems: string[] = [];
    for (const version of TOOLKIT_VERSIONS) {
      const reference = references[version]!;
      const byId = entryById(reference);
      for (const [id, files] of Object.entries(usage[version]!)) {
        const entry = byId.get(id);
        if (!entry || entry.kind === 'command') continue;
        const name = id.split('.').pop()!;
        for (const file of files) {
          const source = blankStringsAndComments(fs.readFileSync(path.join(ROOT, file), 'utf8'));
          if (!new RegExp(`import[^\\n]*\\b${name}\\b|import \\([^)]*\\b${name}\\b`).test(source)) problems.push(`${version} ${id}: ${file} does not import it`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the sample scanner reads imports and calls as Python’s parser does, over every sample of the site', () => {
    const samples = loadPages().flatMap((page) => codeBlocksOf(page.body).filter((b) => b.lang === 'python').map((b) => b.code));
    expect(samples.length).toBeGreaterThan(300);
    const facts = analyse(samples);
    const problems: string[] = [];
    samples.forEach((code, index) => {
      const ours = scanPython(code);
      const theirs = facts[index]!;
      if (theirs.error) return;
      const key = (i: {module: string; name: string; alias: string}) => `${i.module}:${i.name} as ${i.alias}`;
      const ourImports = ours.imports.filter((i) => /^(deepteam|deepeval)\b/.test(i.module)).map(key).sort();
      const astImports = theirs.imports.map(key).sort();
      if (JSON.stringify(ourImports) !== JSON.stringify(astImports)) problems.push(`sample ${index}: imports ${JSON.stringify(ourImports)} vs ${JSON.stringify(astImports)}`);
      const aliases = new Map(theirs.imports.map((i) => [i.alias, i.name]));
      const ourCalls = [...new Set(ours.calls.filter((c) => aliases.has(c.callee)).map((c) => aliases.get(c.callee)!))].sort();
      const astCalls = [...new Set(theirs.calls.map((c) => c.name))].sort();
      if (JSON.stringify(ourCalls) !== JSON.stringify(astCalls)) problems.push(`sample ${index}: calls ${JSON.stringify(ourCalls)} vs ${JSON.stringify(astCalls)}`);
    });
    expect(problems).toEqual([]);
  });

  test('names in strings and comments are not uses; calls through an instance and a return value are', () => {
    const index = references['1.0']!.usage;
    const block = (code: string, lang = 'python') => ({lang, meta: '', code, line: 1});
    expect(usedIds([block('x = "from deepteam.vulnerabilities import Bias"\n# Bias(types=["race"])\n')], index)).toEqual([]);
    expect(usedIds([block('from deepteam.vulnerabilities import Bias as B\nb = B(types=["race"])\n')], index)).toEqual(['deepteam.vulnerabilities.Bias']);
    const run = usedIds(
      [
        block('from deepteam import red_team\nfrom deepteam.red_teamer import RedTeamer\n'),
        block('teamer = RedTeamer()\nrisk = teamer.red_team(model_callback=cb)\nrisk.save(to="out")\n'),
        block('$ deepteam run config.yaml', 'bash'),
      ],
      index,
    );
    expect(run).toEqual([
      'deepteam.red_team',
      'deepteam.red_teamer.RedTeamer',
      'deepteam.red_teamer.RedTeamer.red_team',
      'deepteam.red_teamer.risk_assessment.RiskAssessment.save',
      'deepteam.cli.main.run',
    ]);
  });
});

test('the API reference and its pages cover the groups of both releases, the 1.0-only groups only in 1.0', () => {
  expect([...references['1.0']!.pages.keys()]).toEqual(API_GROUPS.map((g) => g.id));
  expect(references['0.2.8']!.pages.has('code-scanning')).toBe(false);
  expect(references['0.2.8']!.pages.has('attack-engine')).toBe(false);
  expect(OTHER['1.0']).toBe('0.2.8');
});

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the colours of the reference’s code views and badges reach 4.5:1 in both modes (axe leaves the code lines out)', () => {
  const css = fs.readFileSync(path.join(ROOT, 'src/components/ApiReference/styles.module.css'), 'utf8');
  const site = fs.readFileSync(path.join(ROOT, 'src/css/custom.css'), 'utf8');
  const block = (text: string, selector: RegExp) => text.slice(text.search(selector), text.indexOf('}', text.search(selector)));
  const vars = (text: string) => Object.fromEntries([...text.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
  const modes = {
    light: {api: vars(block(css, /^\.reference \{/m)), site: vars(block(site, /^:root \{/m))},
    dark: {api: vars(block(css, /^\[data-theme='dark'\] \.reference \{/m)), site: vars(block(site, /^\[data-theme='dark'\] \{/m))},
  };
  const problems: string[] = [];
  for (const [mode, {api, site: siteVars}] of Object.entries(modes)) {
    const surface = siteVars['site-surface']!;
    expect(surface, `${mode} --site-surface`).toMatch(/^#/);
    const tokens = ['api-code-fg', 'api-comment', 'api-new', 'api-changed', 'api-gone'];
    for (const token of tokens) {
      expect(api[token], `${mode} --${token}`).toMatch(/^#/);
      if (contrast(api[token]!, surface) < 4.5) problems.push(`${mode} --${token} ${api[token]} on ${surface}: ${contrast(api[token]!, surface).toFixed(2)}`);
    }
    for (const tone of ['note', 'changed', 'gone']) {
      const fg = api[`api-mark-${tone}-fg`]!;
      const bg = api[`api-mark-${tone}-bg`]!;
      if (contrast(fg, bg) < 4.5) problems.push(`${mode} ${tone} badge ${fg} on ${bg}: ${contrast(fg, bg).toFixed(2)}`);
    }
  }
  expect(problems).toEqual([]);
  // The check can fail: a light grey on the light surface does not pass.
  expect(contrast('#aaaaaa', '#f6f5fb')).toBeLessThan(4.5);
});
