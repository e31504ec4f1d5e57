// The safety-frameworks guide (guides/guide-safety-frameworks.mdx, issue 31) runs as it reads: its report
// script, taken from the page, is run with python3 (standard library only) on an audit folder whose
// assessments are shaped exactly like DeepTeam 1.0.7's saved files (tests/fixtures/audit-1.0.7/), and the
// page's illustrative excerpts must be what it writes. What the page says each sub-run contains is checked
// against the 1.0.7 facts sheet, and its RunCost plans against both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {expect, test} from '@playwright/test';
import {guideCode} from '../support/content';
import {loadSheet} from '../support/python-api';
import {ROOT} from '../support/site';
import {decodePlan} from '../../src/data/plan/url';
import {NEWEST_VERSION} from '../../src/data/versions';

const GUIDE = 'guide-safety-frameworks';
const {page, block} = guideCode(GUIDE);

const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'audit-1.0.7');
const sheet = loadSheet(NEWEST_VERSION) as {
  frameworks: Record<string, {allowed_categories: string[]; risk_categories: SheetCategory[]}>;
  vulnerabilities: {items: {class_name: string; get_name_returns: string; types: {values: string[]}}[]};
};
type SheetCategory = {
  name: string;
  display_name: string;
  vulnerabilities: {class_name: string; arguments: {types?: string[]; name?: string}}[];
  attacks: {class_name: string; arguments: {weight?: number}}[];
};
const category = (framework: string, name: string) => sheet.frameworks[framework]!.risk_categories.find((c) => c.name === name)!;
const enumOrder = (className: string) => sheet.vulnerabilities.items.find((v) => v.class_name === className)!.types.values;

function pythonConstant(title: string, name: string): unknown {
  const code = String.raw`
import ast, json, sys
for node in ast.parse(sys.stdin.read()).body:
    if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == sys.argv[1] for t in node.targets):
        print(json.dumps(ast.literal_eval(node.value)))
        break
`;
  const result = spawnSync('python3', ['-c', code, name], {input: block(title), encoding: 'utf8'});
  return result.stdout.trim() ? JSON.parse(result.stdout) : undefined;
}

/** A copy of the audit fixture with the page's report script beside it. */
function auditCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameworks-guide-'));
  fs.cpSync(FIXTURE, path.join(dir, 'audit'), {recursive: true});
  fs.rmSync(path.join(dir, 'audit', 'README.md'), {force: true});
  fs.writeFileSync(path.join(dir, 'audit_report.py'), block('audit_report.py'));
  return dir;
}
const report = (dir: string) => spawnSync('python3', ['-I', '-S', 'audit_report.py', 'audit'], {cwd: dir, encoding: 'utf8'});

test('the report script, taken from the page, writes the report the page shows', () => {
  const dir = auditCopy();
  const result = report(dir);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout.trim()).toBe('Wrote audit/report.md');
  const markdown = fs.readFileSync(path.join(dir, 'audit', 'report.md'), 'utf8');
  expect(markdown).toContain(block('Illustrative excerpt of report.md: results').trimEnd());
  expect(markdown).toContain(block('Illustrative excerpt of report.md: three failed cases').trimEnd());
  // Errors are counted from the test cases; the fixture's overview.errored says 0 (the 1.0.7 bug).
  expect(markdown).toContain('- 2 × Error generating output from target LLM');
  expect(markdown).toContain('| Aegis (dataset) | 40 prompts from `nvidia/Aegis-AI-Content-Safety-Dataset-1.0`, seed 20261127 | none | none |');
  expect(markdown).toContain("- Entries marked custom are DeepTeam's own wording of a framework risk, judged against criteria DeepTeam wrote.");
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'manifest.json'), 'utf8'));
  for (const run of manifest.runs) expect(markdown).toContain(`| \`${run.file}\` | \`${run.sha256}\` |`);
});

test('the report script refuses evidence that changed after it was recorded', () => {
  const dir = auditCopy();
  const file = path.join(dir, 'audit', 'OWASPTop10', 'LLM_07', '20261127_095533.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  data.test_cases[0].score = 0.0;
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  const result = report(dir);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/OWASPTop10\/LLM_07\/20261127_095533\.json has changed since it was recorded/);
  expect(fs.existsSync(path.join(dir, 'audit', 'report.md'))).toBe(false);
});

test('the audit fixture is 1.0.7-shaped evidence: every listed file exists, matches its hash and saves like RiskAssessment.save()', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'manifest.json'), 'utf8'));
  const ci = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'risk-assessment-1.0.7', '20261127_101503.json'), 'utf8'));
  const keys = Object.keys(ci.test_cases[0]);
  for (const run of manifest.runs) {
    const file = path.join(FIXTURE, run.file);
    expect(path.basename(file)).toMatch(/^\d{8}_\d{6}\.json$/);
    const bytes = fs.readFileSync(file);
    expect(createHash('sha256').update(bytes).digest('hex'), run.file).toBe(run.sha256);
    const data = JSON.parse(bytes.toString('utf8'));
    expect(Object.keys(data)).toEqual(['overview', 'test_cases']);
    for (const testCase of data.test_cases) expect(Object.keys(testCase)).toEqual(keys);
    expect(data.overview.errored).toBe(0);
  }
  for (const run of manifest.runs.filter((r: {kind: string}) => r.kind === 'category')) {
    for (const v of run.vulnerabilities.filter((x: {class: string}) => x.class !== 'CustomVulnerability')) {
      const item = sheet.vulnerabilities.items.find((i) => i.class_name === v.class)!;
      expect(v.name).toBe(item.get_name_returns);
      expect(v.types).toEqual(item.types.values.filter((t) => v.types.includes(t)));
    }
  }
});

test('what the page says each sub-run contains is what DeepTeam 1.0.7 runs', () => {
  const audit = pythonConstant('audit_plan.py', 'AUDIT') as Record<string, string[]>;
  expect(audit).toEqual({EUAIAct: ['employment'], OWASPTop10: ['LLM_07']});
  const output = block('Illustrative output of python audit_plan.py');
  const sections = output.split(/\n(?=\S)/);
  expect(sections).toHaveLength(2);
  for (const [framework, categories] of Object.entries(audit)) {
    for (const name of categories) {
      expect(sheet.frameworks[framework]!.allowed_categories).toContain(name);
      const expected = category(framework, name);
      const section = sections.find((s) => s.startsWith(`${framework} / ${name}: `))!;
      expect(section.split('\n')[0]).toBe(`${framework} / ${name}: ${expected.display_name}`);
      const lines = section.split('\n').filter((l) => l.startsWith('  - '));
      expect(lines).toEqual(
        expected.vulnerabilities.map((v) => {
          const types = v.arguments.types!;
          const ordered = v.class_name === 'CustomVulnerability' ? types : enumOrder(v.class_name).filter((t) => types.includes(t));
          const label = v.class_name === 'CustomVulnerability' ? `CustomVulnerability '${v.arguments.name}'` : v.class_name;
          return `  - ${label}: ${ordered.join(', ')}`;
        }),
      );
      expect(section).toContain(`  attacks: ${expected.attacks.map((a) => `${a.class_name} x${a.arguments.weight ?? 1}`).join(', ')}`);
      const types = expected.vulnerabilities.reduce((n, v) => n + v.arguments.types!.length, 0);
      expect(section).toContain(`  ${types} vulnerability types x 2 = ${types * 2} test cases`);
    }
  }
});

test('each RunCost plans one sub-run of the audit: its built-in classes, types, attack weights and settings', () => {
  const plans = [...page!.body.matchAll(/<RunCost\s+plan="([^"]+)"/g)].map((m) => decodePlan(`release=${NEWEST_VERSION}&${m[1]}`, NEWEST_VERSION));
  expect(plans).toHaveLength(2);
  const subRuns = [category('EUAIAct', 'employment'), category('OWASPTop10', 'LLM_07')];
  plans.forEach(({plan, notes}, i) => {
    expect(notes).toEqual([]);
    const expected = subRuns[i]!;
    const builtIn = expected.vulnerabilities.filter((v) => v.class_name !== 'CustomVulnerability');
    expect(plan.vulnerabilities.map((v) => [v.className, [...v.types].sort()])).toEqual(builtIn.map((v) => [v.class_name, [...v.arguments.types!].sort()]));
    expect(plan.attacks.map((a) => [a.className, a.weight])).toEqual(expected.attacks.map((a) => [a.class_name, a.arguments.weight ?? 1]));
    expect(plan.perType).toBe(pythonConstant('audit_plan.py', 'ATTACKS_PER_TYPE'));
    expect(plan.purpose).toBe(pythonConstant('audit_plan.py', 'PURPOSE'));
    expect(plan.simulatorModel).toBe(pythonConstant('audit_plan.py', 'SIMULATOR_MODEL'));
    expect(plan.evaluationModel).toBe(pythonConstant('audit_plan.py', 'EVALUATION_MODEL'));
    expect(block('run_audit.py')).toContain(`max_concurrent=${plan.maxConcurrent},`);
  });
});
