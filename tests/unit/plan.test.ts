// The red-team plan builder (/plan): its outputs against each release's API and CLI, its URL state,
// and its estimate against the catalogue's per-attack costs and a hand-worked example.
import {expect, test} from '@playwright/test';
import yaml from 'js-yaml';
import {analyse, apiProblems, multiTurnCallbackProblems, signatureProblems, toolkitApi, loadSheet} from '../support/python-api';
import {pythonProblems, yamlProblem} from '../support/content';
import {attackCalls, costParams, numericDefault} from '../../src/data/plan/cost';
import {calls, estimate, formatCalls} from '../../src/data/plan/estimate';
import {
  LIMITS,
  owaspSelection,
  planAttack,
  planCatalogue,
  presetPlan,
  PRESETS,
  withSetting,
  type Plan,
} from '../../src/data/plan/model';
import {callbackFile, pythonScript, quoted, yamlConfig} from '../../src/data/plan/outputs';
import {decodePlan, encodePlan, switchRelease} from '../../src/data/plan/url';
import {owaspTop10Framework, owaspTypesFor} from '../../src/data/frameworks';
import {TOOLKIT_VERSIONS, type ToolkitVersion} from '../../src/data/versions';

/**
 * Plans that together use every vulnerability, every type and every attack of a release at least
 * once, with non-default weights and settings, both modes, and a purpose that needs escaping.
 */
function generatedPlans(version: ToolkitVersion): Plan[] {
  const catalogue = planCatalogue(version);
  const base = presetPlan('empty', version);
  const plans: Plan[] = catalogue.vulnerabilities.map((vulnerability, i) => {
    const attack = catalogue.attacks[i % catalogue.attacks.length]!;
    let planned = {...planAttack(attack), weight: 1 + (i % 4)};
    for (const param of costParams(attack)) planned = withSetting(attack, planned, param.name, param.min + (i % 3));
    return {
      ...base,
      vulnerabilities: [{className: vulnerability.className, types: vulnerability.types.map((t) => t.value)}],
      attacks: i % 5 === 4 ? [] : [planned],
      perType: 1 + (i % 3),
      asyncMode: i % 2 === 0,
      purpose: i % 3 === 0 ? 'A "bank" bot\\ that says: it\'s #1 — ünïcode' : '',
      maxConcurrent: 1 + i,
    };
  });
  // Every attack in one plan, each with a changed setting where it has one; the first type of each class.
  plans.push({
    ...base,
    vulnerabilities: catalogue.vulnerabilities.map((v) => ({className: v.className, types: [v.types[0]!.value]})),
    attacks: catalogue.attacks.map((attack) => {
      const param = costParams(attack)[0];
      return param ? withSetting(attack, planAttack(attack), param.name, param.max) : planAttack(attack);
    }),
    simulatorModel: 'gpt-4.1',
    evaluationModel: 'azure/gpt-4o:2024-08-06',
  });
  plans.push(...PRESETS.map((preset) => presetPlan(preset, version)));
  return plans;
}

for (const version of TOOLKIT_VERSIONS) {
  test.describe(`plans for DeepTeam ${version}`, () => {
    const catalogue = planCatalogue(version);
    const plans = generatedPlans(version);
    const api = toolkitApi(version);
    const cli = (loadSheet(version) as any).cli.yaml_keys;

    test('the generated plans use every vulnerability, type and attack of the catalogue', () => {
      for (const vulnerability of catalogue.vulnerabilities) {
        for (const type of vulnerability.types) {
          expect(plans.some((p) => p.vulnerabilities.some((v) => v.className === vulnerability.className && v.types.includes(type.value)))).toBe(true);
        }
      }
      for (const attack of catalogue.attacks) expect(plans.some((p) => p.attacks.some((a) => a.className === attack.className))).toBe(true);
      expect(catalogue.vulnerabilities.length).toBeGreaterThan(20);
      expect(catalogue.attacks.length).toBeGreaterThanOrEqual(20);
    });

    test('every script passes the API check of its release and compiles', () => {
      const scripts = plans.map((plan) => pythonScript(plan, 'https://www.trydeepteam.com/plan?x=1'));
      const facts = analyse(scripts);
      const problems = facts.flatMap((f, i) => [...apiProblems(f, api), ...signatureProblems(f, api.known)].map((p) => `plan ${i}: ${p}`));
      expect(problems).toEqual([]);
      expect(pythonProblems(scripts.map((code, i) => ({name: `plan-${i}.py`, code})))).toEqual([]);
      // Every class the plan names is constructed, with its types.
      for (const [i, plan] of plans.entries()) {
        const calls = facts[i]!.calls;
        for (const v of plan.vulnerabilities) expect(calls.find((c) => c.name === v.className)?.types).toEqual(v.types);
        for (const a of plan.attacks) expect(calls.some((c) => c.name === a.className)).toBe(true);
      }
    });

    test('a callback that meets a multi-turn attack accepts turns, in the script and in the CLI file', () => {
      for (const plan of plans) {
        const script = pythonScript(plan);
        const [scriptFacts, fileFacts] = analyse([script, callbackFile(plan)]);
        const samples = [
          {where: 'script', code: script, title: null, facts: scriptFacts!},
          {where: 'callback', code: callbackFile(plan), title: 'callback.py', facts: fileFacts!},
        ];
        expect(multiTurnCallbackProblems(samples.slice(0, 1), [], api.multiTurn)).toEqual([]);
        expect(multiTurnCallbackProblems(samples.slice(1), [{where: 'yaml', code: yamlConfig(plan).yaml}], api.multiTurn)).toEqual([]);
        expect(fileFacts!.functions.map((f) => f.name)).toEqual(['model_callback']);
      }
    });

    test('every YAML config parses and uses only keys and names the CLI reads', () => {
      const topKeys = Object.keys(cli);
      for (const plan of plans) {
        const {yaml: text, notes} = yamlConfig(plan);
        expect(yamlProblem(text)).toBeNull();
        const config = yaml.load(text) as any;
        expect(Object.keys(config).filter((k) => !topKeys.includes(k))).toEqual([]);
        expect(Object.keys(config.models).filter((k) => !(k in cli.models))).toEqual([]);
        expect(Object.keys(config.system_config).filter((k) => !(k in cli.system_config))).toEqual([]);
        expect(config.models.simulator).toBe(plan.simulatorModel);
        expect(config.target.purpose ?? '').toBe(plan.purpose.trim());
        for (const entry of config.default_vulnerabilities ?? []) {
          expect(cli.default_vulnerabilities.allowed_names).toContain(entry.name);
          expect(Object.keys(entry).filter((k) => !(k in cli.default_vulnerabilities.keys))).toEqual([]);
          const known = catalogue.vulnerabilities.find((v) => v.className === entry.name)!.types.map((t) => t.value);
          expect(entry.types.filter((t: string) => !known.includes(t))).toEqual([]);
        }
        for (const entry of config.attacks ?? []) {
          expect(cli.attacks.allowed_names).toContain(entry.name);
          expect(Object.keys(entry).filter((k) => k !== 'name' && !(k in cli.attacks.keys))).toEqual([]);
        }
        // What the YAML leaves out is said.
        const left = plan.vulnerabilities.filter((v) => !cli.default_vulnerabilities.allowed_names.includes(v.className));
        for (const v of left) expect(notes.join(' ')).toContain(v.className);
        const leftAttacks = plan.attacks.filter((a) => !cli.attacks.allowed_names.includes(a.className));
        for (const a of leftAttacks) expect(notes.join(' ')).toContain(a.className);
      }
    });

    test('a plan survives the link', () => {
      for (const plan of plans) {
        const decoded = decodePlan(encodePlan(plan), version === '1.0' ? '0.2.8' : '1.0');
        expect(decoded.notes).toEqual([]);
        expect(decoded.plan).toEqual(plan);
      }
    });

    test('each attack costs, at its defaults, exactly what its catalogue page says', () => {
      for (const attack of catalogue.attacks) {
        const calls = attackCalls(attack, {});
        expect({a: attack.className, ...calls}, attack.className).toEqual({
          a: attack.className,
          simulator: attack.cost.simulator,
          target: attack.cost.target,
          judge: attack.cost.judge,
        });
        for (const param of costParams(attack)) {
          const value = numericDefault(attack, param.name);
          expect(value).toBeGreaterThanOrEqual(param.min);
          expect(value).toBeLessThanOrEqual(param.max);
        }
      }
    });

    test('the OWASP preset is what the framework runs', () => {
      const {vulnerabilities, leftOut, custom} = owaspSelection(version);
      expect(vulnerabilities.length).toBeGreaterThan(5);
      // Every class the framework runs is in the preset, except the CustomVulnerability instances that
      // 1.0's categories build with their own criteria (the builder says so when the preset is applied).
      expect(leftOut).toEqual([]);
      expect(custom).toBe(owaspTop10Framework(version).vulnerabilities.filter((v) => v.className === 'CustomVulnerability').length);
      for (const v of vulnerabilities) {
        const all = catalogue.vulnerabilities.find((c) => c.className === v.className)!.types.map((t) => t.value);
        const framework = owaspTypesFor(v.className, version)!;
        expect(v.types).toEqual(all.filter((t) => (framework.length ? framework : all).includes(t)));
      }
    });
  });
}

test('the estimate of a small 0.2.8 plan, worked by hand', () => {
  const base = presetPlan('empty', '0.2.8');
  const catalogue = planCatalogue('0.2.8');
  const linear = catalogue.attacks.find((a) => a.className === 'LinearJailbreaking')!;
  const plan: Plan = {
    ...base,
    vulnerabilities: [
      {className: 'Bias', types: ['race', 'gender']},
      {className: 'PIILeakage', types: ['direct_disclosure']},
    ],
    attacks: [
      {className: 'Roleplay', weight: 3, settings: {}},
      withSetting(linear, {...planAttack(linear), weight: 1}, 'num_turns', 2),
    ],
    perType: 4,
  };
  const result = estimate(plan);
  // 3 types × 4 probes; Roleplay gets 3/4 of them (9), LinearJailbreaking 1/4 (3).
  expect(result.testCases).toBe(12);
  expect(result.attacks.map((a) => [a.className, a.cases])).toEqual([
    ['Roleplay', 9],
    ['LinearJailbreaking', 3],
  ]);
  // Simulator: 3 baseline + Roleplay 9 × (3..9) + Linear 3 × (0..4) writing + 3 × (1..2) judging.
  expect(result.byModel.simulator).toEqual({min: 3 + 27 + 0 + 3, max: 3 + 81 + 12 + 6});
  // Your app: 9 single-turn replies + Linear 3 × (1..3).
  expect(result.byModel.target).toEqual({min: 9 + 3, max: 9 + 9});
  // Judge: 12 cases, PIILeakage's 4 make 1 + entities + purpose (no target purpose) = 3 calls.
  expect(result.byModel.evaluation).toEqual({min: 8 + 12, max: 8 + 12});
  expect(result.engine).toBe(0);
  const withPurpose = estimate({...plan, purpose: 'A bank bot'});
  expect(withPurpose.byModel.evaluation).toEqual({min: 8 + 8, max: 8 + 8});
  // 1.0 adds the engine (2 per case) and skips the judge on refused single-turn replies.
  const modern = estimate({...switchRelease(plan, '1.0').plan});
  expect(modern.engine).toBe(24);
  // Bias: 8 × (¾ × 0 + ¼ × 1); PIILeakage's extraction calls come before that check: 4 × (¾ × 2 + ¼ × 3).
  expect(modern.byModel.evaluation).toEqual({min: 2 + 9, max: 8 + 12});
});

test('a count of zero prints as 0, never as -0', () => {
  // A plan whose every reply can pass the refusal screen has a lower bound of 0 judge calls.
  expect(Object.is(calls(0), 0)).toBe(true);
  expect(formatCalls({min: 0, max: 160})).toBe('0 to 160');
  expect(formatCalls({min: 0, max: 0})).toBe('0');
  const base = presetPlan('empty', '1.0');
  const screened = estimate({...base, vulnerabilities: [{className: 'Toxicity', types: ['insults']}], attacks: [], perType: 3});
  expect(formatCalls(screened.byModel.evaluation)).toBe('0 to 3');
  // The rounding of expected counts still rounds up.
  expect(calls(2.2)).toBe(3);
  expect(calls(3 + 1e-12)).toBe(3);
});

test('a hostile or malformed link is ignored with notes, never thrown or echoed as markup', () => {
  const hostile = [
    'release=<script>alert(1)</script>&vuln=Bias:race,<img src=x onerror=alert(1)>&attack=Nope&attack=Roleplay:weight=abc,max_retries=999,evil=1',
    'per_type=-5&concurrency=1e9&async=maybe&simulator=gpt"; import os #&evaluation=' + 'x'.repeat(500),
    'vuln=%E0%A4%A&attack=%&purpose=' + 'p'.repeat(1000),
    'vuln=' + Array.from({length: 200}, () => 'Bias').join('&vuln='),
  ];
  for (const search of hostile) {
    const {plan, notes} = decodePlan(search);
    expect(plan.perType).toBeGreaterThanOrEqual(LIMITS.perType.min);
    expect(plan.perType).toBeLessThanOrEqual(LIMITS.perType.max);
    expect(plan.maxConcurrent).toBeLessThanOrEqual(LIMITS.maxConcurrent.max);
    expect(plan.simulatorModel).toMatch(/^[\w.:/@-]+$/);
    expect(plan.purpose.length).toBeLessThanOrEqual(LIMITS.purpose);
    expect(notes.length).toBeLessThanOrEqual(12);
    for (const note of notes) expect(note.length).toBeLessThan(200);
    expect(pythonProblems([{name: 'hostile.py', code: pythonScript(plan)}])).toEqual([]);
    expect(yamlProblem(yamlConfig(plan).yaml)).toBeNull();
  }
  const first = decodePlan(hostile[0]!);
  expect(first.notes.join('\n')).toContain('Unknown release');
  expect(first.notes.join('\n')).toContain('Ignored attack “Nope”');
  expect(first.plan.vulnerabilities).toEqual([{className: 'Bias', types: ['race']}]);
  // max_retries is clamped to its range, the bad weight and the unknown key are noted.
  expect(first.plan.attacks).toEqual([{className: 'Roleplay', weight: 1, settings: {max_retries: 10}}]);
  expect(decodePlan(hostile[1]!).notes.join('\n')).toContain('Ignored simulator model');
  expect(decodePlan(hostile[3]!).plan.vulnerabilities).toHaveLength(1);
});

test('an empty plan and the default plan stay apart in a link', () => {
  const empty = presetPlan('empty', '1.0');
  expect(decodePlan(encodePlan(empty)).plan).toEqual(empty);
  expect(decodePlan('').plan).toEqual(presetPlan('starter'));
});

test('switching release drops what the other release lacks, with a note', () => {
  const catalogue = planCatalogue('1.0');
  const only = catalogue.attacks.find((a) => !planCatalogue('0.2.8').attacks.some((b) => b.className === a.className));
  const plan: Plan = {...presetPlan('starter', '1.0'), attacks: only ? [planAttack(only)] : []};
  const switched = switchRelease(plan, '0.2.8');
  expect(switched.plan.version).toBe('0.2.8');
  if (only) expect(switched.notes.join(' ')).toContain(only.className);
});

test('strings are quoted so that Python and YAML read them back unchanged', () => {
  const text = 'He said "hi"\\n\u2028 — it\'s: #1';
  expect(yaml.load(`a: ${quoted(text)}`)).toEqual({a: text});
  expect(pythonProblems([{name: 'q.py', code: `x = ${quoted(text)}\nassert x == ${quoted(text)}\n`}])).toEqual([]);
});
