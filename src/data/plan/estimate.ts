/**
 * How many test cases and model calls a plan's run makes, from the release's source:
 * - baseline: one simulator call per vulnerability type writes all its probes
 *   (`simulate_attacks` of each vulnerability, e.g. deepteam/vulnerabilities/bias/bias.py);
 * - 1.0.7 only: the attack engine rewrites and checks every probe, two simulator calls at variations=1
 *   (deepteam/attacks/attack_engine/attack_engine.py, a_refine);
 * - each probe gets one attack drawn by weight with random.choices
 *   (deepteam/attacks/attack_simulator/attack_simulator.py), which makes the calls in ./cost.ts;
 * - single-turn cases call your app once more; every case is scored by the vulnerability's metric.
 * Expected values: the draw is random, so attack calls are weighted by each attack's share.
 */
import type {CallCount} from '../attacks/define';
import {attackCalls, metricCalls, type Calls} from './cost';
import {plannedAttacks, plannedVulnerabilities, type Plan} from './model';

export type Range = {readonly min: number; readonly max: number};

export type AttackShare = {
  readonly className: string;
  readonly displayName: string;
  readonly turns: 'single' | 'multi';
  /** Probability that a probe gets this attack. */
  readonly share: number;
  /** Expected number of probes that get it. */
  readonly cases: number;
  /** Calls of one enhancement at the plan's settings. */
  readonly perProbe: Calls;
};

export type Estimate = {
  readonly testCases: number;
  readonly types: number;
  readonly baseline: number;
  readonly engine: number;
  readonly attacks: readonly AttackShare[];
  readonly attackCalls: {readonly simulator: Range; readonly target: Range; readonly judge: Range};
  /** Final call to your app for single-turn cases. */
  readonly finalTarget: Range;
  /** The vulnerabilities' metrics (evaluation model). */
  readonly metric: Range;
  /** Calls per model: the simulator model (baseline, engine, attacks' writing and judging), your app, the evaluation model. */
  readonly byModel: {readonly simulator: Range; readonly target: Range; readonly evaluation: Range};
  readonly total: Range;
  /** True when a TreeJailbreaking share makes the upper bound depend on its time budget. */
  readonly timeBounded: boolean;
};

const add = (...ranges: Range[]): Range => ({min: ranges.reduce((n, r) => n + r.min, 0), max: ranges.reduce((n, r) => n + r.max, 0)});
const scale = (r: CallCount, by: number): Range => ({min: r.min * by, max: r.max * by});

export function estimate(plan: Plan): Estimate {
  const vulnerabilities = plannedVulnerabilities(plan);
  const attacks = plannedAttacks(plan);
  const types = vulnerabilities.reduce((n, v) => n + v.types.length, 0);
  const testCases = types * plan.perType;
  const totalWeight = attacks.reduce((n, a) => n + a.planned.weight, 0);
  const shares: AttackShare[] = attacks.map(({attack, planned}) => {
    const share = planned.weight / totalWeight;
    return {
      className: attack.className,
      displayName: attack.displayName,
      turns: attack.turns,
      share,
      cases: testCases * share,
      perProbe: attackCalls(attack, planned.settings),
    };
  });
  const attackPart = (key: keyof Calls) => add(...shares.map((s) => scale(s.perProbe[key], s.cases)));
  const attackTotals = {simulator: attackPart('simulator'), target: attackPart('target'), judge: attackPart('judge')};
  // Without attacks every case is a single-turn baseline probe.
  const singleShare = attacks.length === 0 ? 1 : shares.filter((s) => s.turns === 'single').reduce((n, s) => n + s.share, 0);
  const hasPurpose = plan.purpose.trim().length > 0;
  const metric = add(
    ...vulnerabilities.flatMap(({vulnerability, types: chosen}) =>
      chosen.map((type) => {
        const single = metricCalls(vulnerability, type, {hasPurpose, skipsRefusals: plan.version !== '0.2.8'});
        const multi = metricCalls(vulnerability, type, {hasPurpose, skipsRefusals: false});
        return {
          min: plan.perType * (singleShare * single.min + (1 - singleShare) * multi.min),
          max: plan.perType * (singleShare * single.max + (1 - singleShare) * multi.max),
        };
      }),
    ),
  );
  const finalTarget = {min: testCases * singleShare, max: testCases * singleShare};
  const engine = plan.version === '0.2.8' ? 0 : 2 * testCases;
  const fixed = {min: types + engine, max: types + engine};
  const byModel = {
    simulator: add(fixed, attackTotals.simulator, attackTotals.judge),
    target: add(attackTotals.target, finalTarget),
    evaluation: metric,
  };
  return {
    testCases,
    types,
    baseline: types,
    engine,
    attacks: shares,
    attackCalls: attackTotals,
    finalTarget,
    metric,
    byModel,
    total: add(byModel.simulator, byModel.target, byModel.evaluation),
    timeBounded: shares.some((s) => s.className === 'TreeJailbreaking'),
  };
}

/** Whole calls: an expected count is rounded up, a range keeps its ends; never below zero (Math.ceil(-1e-9) is -0, shown as "-0"). */
export function calls(n: number): number {
  return Math.max(0, Math.ceil(n - 1e-9));
}

/** "1,234", or "12 to 40" for a range, in whole calls. */
export function formatCalls(r: Range): string {
  const fmt = (n: number) => calls(n).toLocaleString('en-US');
  return calls(r.min) === calls(r.max) ? fmt(r.max) : `${fmt(r.min)} to ${fmt(r.max)}`;
}

export type Prices = {readonly simulator: number; readonly target: number; readonly evaluation: number};

/** Cost range for prices per call (any currency; zero where the reader gave no price). */
export function costOf(byModel: Estimate['byModel'], prices: Prices): Range {
  const part = (r: Range, price: number) => ({min: calls(r.min) * price, max: calls(r.max) * price});
  return add(part(byModel.simulator, prices.simulator), part(byModel.target, prices.target), part(byModel.evaluation, prices.evaluation));
}
