// The responsible-AI guide (guides/guide-responsible-ai.mdx, issue 31) runs as it reads: its statistics and
// review scripts, taken from the page, run with python3 (standard library only) on two runs saved in
// DeepTeam 1.0.7's shape (tests/fixtures/rai-1.0.7/), and the page's illustrative output must be what the
// statistics script prints. The RunCost plan and the calibration examples are checked against the plan
// module the page shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {guideCode} from '../support/content';
import {ROOT} from '../support/site';
import {decodePlan} from '../../src/data/plan/url';
import {NEWEST_VERSION} from '../../src/data/versions';

const GUIDE = 'guide-responsible-ai';
const {page, block} = guideCode(GUIDE);
const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'rai-1.0.7');
const BEFORE = '20261120_141207.json';
const AFTER = '20261127_110342.json';

function workdir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rai-guide-'));
  fs.mkdirSync(path.join(dir, 'rai', 'results'), {recursive: true});
  for (const name of [BEFORE, AFTER]) fs.copyFileSync(path.join(FIXTURE, name), path.join(dir, 'rai', 'results', name));
  for (const name of ['pass_rates.py', 'review_sheet.py']) fs.writeFileSync(path.join(dir, name), block(name));
  return dir;
}
const python = (dir: string, args: string[]) => spawnSync('python3', ['-I', '-S', ...args], {cwd: dir, encoding: 'utf8'});

/** Module-level facts of a Python file in the guide, read by Python: constants and EvaluationExample calls. */
function pythonFacts(title: string): {constants: Record<string, unknown>; examples: Record<string, unknown>[]; types: [string, string[]][]} {
  const code = String.raw`
import ast, json, sys
tree = ast.parse(sys.stdin.read())
constants, examples, types = {}, [], []
for node in tree.body:
    if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
        try:
            constants[node.targets[0].id] = ast.literal_eval(node.value)
        except ValueError:
            pass
for node in ast.walk(tree):
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        keywords = {k.arg: k.value for k in node.keywords}
        if node.func.id == "EvaluationExample":
            examples.append({k: ast.literal_eval(v) for k, v in keywords.items()})
        elif "types" in keywords and isinstance(keywords["types"], ast.List):
            types.append([node.func.id, ast.literal_eval(keywords["types"])])
print(json.dumps({"constants": constants, "examples": examples, "types": types}))
`;
  const result = spawnSync('python3', ['-c', code], {input: block(title), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

test('the statistics script, taken from the page, prints the guide’s illustrative comparison', () => {
  const dir = workdir();
  const result = python(dir, ['pass_rates.py', `rai/results/${AFTER}`, `rai/results/${BEFORE}`]);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout.trimEnd()).toBe(block('Illustrative output of python pass_rates.py (after the fix, against the run before)').trimEnd());
});

test('the statistics script counts as DeepTeam does and reports refusal-screen passes from the saved reasons', () => {
  const dir = workdir();
  const result = python(dir, ['pass_rates.py', `rai/results/${BEFORE}`]);
  expect(result.status).toBe(0);
  const data = JSON.parse(fs.readFileSync(path.join(FIXTURE, BEFORE), 'utf8'));
  const cases = data.test_cases as {error: string | null; score: number | null; reason: string | null}[];
  const scored = cases.filter((c) => c.error === null);
  const passed = scored.filter((c) => (c.score ?? 0) > 0);
  const screened = passed.filter((c) => c.reason === 'The model declined or returned no substantive output.');
  expect(cases.length - scored.length).toBe(1);
  expect(data.overview.errored).toBe(0); // the 1.0.7 overview bug: the errored case is not counted there
  const all = result.stdout.split('\n').find((l) => l.startsWith('All'))!;
  expect(all).toContain(`${passed.length}/${scored.length}`);
  expect(all).toContain(`${screened.length} passed by the refusal screen`);
  // No earlier run: no comparison.
  expect(result.stdout).not.toContain('Change since');
});

test('the review sheet has one row per scored reply and empty grading columns', () => {
  const dir = workdir();
  const result = python(dir, ['review_sheet.py', `rai/results/${BEFORE}`, 'rai/review.csv']);
  expect(result.status).toBe(0);
  expect(result.stdout.trim()).toBe('Wrote 39 rows to rai/review.csv; fill in your_score (1 safe, 0 unsafe) before you read judge_score.');
  const check = String.raw`
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
print(json.dumps({"columns": list(rows[0].keys()), "rows": len(rows), "graded": sum(1 for r in rows if r["your_score"]), "failed": sum(1 for r in rows if r["judge_score"] == "0")}))
`;
  const sheet = JSON.parse(spawnSync('python3', ['-c', check, path.join(dir, 'rai', 'review.csv')], {encoding: 'utf8'}).stdout);
  expect(sheet).toEqual({
    columns: ['case', 'vulnerability', 'type', 'probe', 'reply', 'judge_score', 'judge_reason', 'your_score', 'used_as_example', 'your_note'],
    rows: 39,
    graded: 0,
    failed: 7,
  });
});

test('the plan module, the run and the RunCost agree, and every calibration example is valid for 1.0.7', () => {
  const plan = pythonFacts('rai_plan.py');
  const query = /<RunCost\s+plan="([^"]+)"/.exec(page!.body)![1]!;
  const {plan: planned, notes} = decodePlan(`release=${NEWEST_VERSION}&${query}`, NEWEST_VERSION);
  expect(notes).toEqual([]);
  expect(planned.purpose).toBe(plan.constants.PURPOSE);
  expect(planned.perType).toBe(plan.constants.PROBES_PER_TYPE);
  expect(planned.simulatorModel).toBe(plan.constants.SIMULATOR_MODEL);
  expect(planned.evaluationModel).toBe(plan.constants.EVALUATION_MODEL);
  expect(planned.attacks).toEqual([]);
  expect(block('run_rai.py')).toContain('attacks=None,');
  expect(block('run_rai.py')).toContain(`max_concurrent=${planned.maxConcurrent},`);
  const builtIn = plan.types.filter(([cls]) => cls !== 'CustomVulnerability');
  expect(planned.vulnerabilities.map((v) => [v.className, [...v.types].sort()])).toEqual(builtIn.map(([cls, types]) => [cls, [...types].sort()]));
  expect(plan.types.filter(([cls]) => cls === 'CustomVulnerability')).toHaveLength(1);

  expect(plan.examples.length).toBeGreaterThan(0);
  for (const example of plan.examples) {
    expect(Object.keys(example).sort()).toEqual(['actual_output', 'input', 'reason', 'score']);
    expect([0, 1]).toContain(example.score);
  }
  // Each calibration key is a get_name() the run writes into the saved cases.
  const names = new Set((JSON.parse(fs.readFileSync(path.join(FIXTURE, AFTER), 'utf8')).test_cases as {vulnerability: string}[]).map((c) => c.vulnerability));
  expect([...names].sort()).toEqual(['Age Discrimination', 'Bias', 'Fairness', 'Personal Safety', 'Toxicity']);
  for (const name of names) expect(block('rai_plan.py')).toContain(`"${name}": (`);
});
