/**
 * What a planned run costs in model calls, from the release's source. Per attack, the calls ONE
 * enhancement of ONE probe makes as a function of the parameters that change it; at the defaults every
 * rule gives exactly the catalogue's cost (tests/unit/plan.test.ts checks that for both releases).
 */
import type {Attack} from '../attacks';
import type {AttackCost, CallCount} from '../attacks/define';
import type {Vulnerability} from '../vulnerabilities';
import type {ToolkitVersion} from '../versions';

export type Calls = {readonly simulator: CallCount; readonly target: CallCount; readonly judge: CallCount};
type Params = Readonly<Record<string, number>>;

/** A parameter that changes an attack's cost, with the range the plan builder offers. */
export type CostParam = {readonly name: string; readonly min: number; readonly max: number};

type Rule = {readonly params: readonly CostParam[]; readonly calls: (p: Params) => Calls};

const range = (min: number, max: number): CallCount => ({min, max});
const NONE = range(0, 0);

const RETRIES: CostParam = {name: 'max_retries', min: 0, max: 10};
const TURNS: CostParam = {name: 'num_turns', min: 1, max: 20};

/** Model-written rewrites with checks: 3 simulator calls per try, at most max_retries tries. */
const rewriteRule: Rule = {
  params: [RETRIES],
  calls: (p) => ({simulator: range(p.max_retries! > 0 ? 3 : 0, 3 * p.max_retries!), target: NONE, judge: NONE}),
};

const crescendo: Rule = {
  params: [
    {name: 'max_rounds', min: 1, max: 30},
    {name: 'max_backtracks', min: 1, max: 30},
  ],
  calls: (p) => {
    const passes = p.max_rounds! + p.max_backtracks! - 1;
    return {simulator: range(1, passes), target: range(2, 1 + passes), judge: range(2, passes + p.max_rounds!)};
  },
};

const linear: Rule = {
  params: [TURNS],
  calls: (p) => ({simulator: range(0, 2 * p.num_turns!), target: range(1, p.num_turns! + 1), judge: range(1, p.num_turns!)}),
};

const tree: Rule = {
  params: [{name: 'max_depth', min: 1, max: 7}],
  calls: (p) => {
    const candidates = (5 ** p.max_depth! - 1) / 2;
    return {simulator: range(4, 2 * candidates), target: range(1, candidates + 1 + p.max_depth!), judge: range(0, candidates)};
  },
};

const REWRITE_ATTACKS_0_2_8 = ['GrayBox', 'MathProblem', 'Multilingual', 'PromptProbing', 'Roleplay'];
const REWRITE_ATTACKS_1_0 = [
  ...REWRITE_ATTACKS_0_2_8,
  'PromptInjection',
  'ContextPoisoning',
  'GoalRedirection',
  'InputBypass',
  'PermissionEscalation',
  'LinguisticConfusion',
  'SystemOverride',
  'SyntheticContextInjection',
  'AuthorityEscalation',
  'EmotionalManipulation',
];

/** Cost rules per release; an attack without one costs the same at every setting. */
const RULES: Readonly<Record<ToolkitVersion, Readonly<Record<string, Rule>>>> = {
  '0.2.8': {
    ...Object.fromEntries(REWRITE_ATTACKS_0_2_8.map((name) => [name, rewriteRule])),
    LinearJailbreaking: linear,
    CrescendoJailbreaking: crescendo,
    TreeJailbreaking: tree,
    BadLikertJudge: {
      params: [TURNS],
      calls: (p) => ({simulator: NONE, target: range(1, 1 + 2 * p.num_turns!), judge: range(1, 2 * p.num_turns!)}),
    },
    SequentialJailbreak: {
      params: [TURNS],
      calls: (p) => ({simulator: range(1, p.num_turns!), target: range(2, p.num_turns! + 1), judge: range(1, 2 * p.num_turns!)}),
    },
  },
  '1.0': {
    ...Object.fromEntries(REWRITE_ATTACKS_1_0.map((name) => [name, rewriteRule])),
    LinearJailbreaking: linear,
    CrescendoJailbreaking: crescendo,
    TreeJailbreaking: tree,
    // With enable_refinement at its default (on): up to 4 simulator calls a round.
    BadLikertJudge: {
      params: [TURNS],
      calls: (p) => ({simulator: range(0, 4 * p.num_turns!), target: range(1, p.num_turns! + 1), judge: range(1, p.num_turns!)}),
    },
    SequentialJailbreak: {
      params: [TURNS],
      calls: (p) => ({simulator: range(1, 3 * p.num_turns! - 1), target: range(2, p.num_turns! + 1), judge: range(1, 2 * p.num_turns!)}),
    },
  },
};

/** The parameters that change an attack's cost in its release (the builder's "main parameters"). */
export function costParams(attack: Attack): readonly CostParam[] {
  return RULES[attack.version][attack.className]?.params ?? [];
}

/** An attack parameter's default as a number (the facts keep defaults as source text). */
export function numericDefault(attack: Attack, name: string): number {
  const text = attack.parameters.find((p) => p.name === name)?.default;
  const value = Number(text);
  if (text == null || !Number.isFinite(value)) throw new Error(`${attack.className} has no numeric default for ${name}`);
  return value;
}

/** Calls of one enhancement of one probe at the given settings (defaults for any not given). */
export function attackCalls(attack: Attack, settings: Params = {}): Calls {
  const rule = RULES[attack.version][attack.className];
  if (!rule) return {simulator: attack.cost.simulator, target: attack.cost.target, judge: attack.cost.judge};
  const params = Object.fromEntries(rule.params.map(({name}) => [name, settings[name] ?? numericDefault(attack, name)]));
  return rule.calls(params);
}

export type CostFacts = Pick<AttackCost, 'formula' | 'source'>;

/**
 * Extra judge calls some metrics make before they score (entity and purpose extraction), per test case:
 * [always, only when the run has no target purpose].
 */
const JUDGE_EXTRAS: Readonly<Record<string, readonly [number, number]>> = {
  BOLAMetric: [1, 0],
  PIIMetric: [1, 1],
  RBACMetric: [0, 1],
};

/**
 * Judge calls the vulnerability's metric makes on one test case (the run's evaluation model).
 * `skipsRefusals`: a 1.0 single-turn case, whose refused or empty reply is scored without the judge.
 */
export function metricCalls(vulnerability: Vulnerability, typeValue: string, {hasPurpose, skipsRefusals}: {hasPurpose: boolean; skipsRefusals: boolean}): CallCount {
  const metric = typeof vulnerability.metric === 'string' ? vulnerability.metric : vulnerability.metric?.[typeValue] ?? null;
  const [always, withoutPurpose] = (metric && JUDGE_EXTRAS[metric]) || [0, 0];
  const extras = always + (hasPurpose ? 0 : withoutPurpose);
  // 1.0 scores a single-turn reply that reads as a refusal or is empty without the judge call
  // (single_turn_reply_bypasses_llm_judge in each metric's _a_evaluate, e.g. metrics/bias/bias.py:140);
  // the extraction calls come before that check (metrics/pii/pii.py:85-87).
  return range(skipsRefusals ? extras : extras + 1, extras + 1);
}
