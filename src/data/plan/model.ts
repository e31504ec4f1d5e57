/**
 * The red-team plan builder's model: what a plan holds, what a release offers to put in one (straight
 * from the catalogue, so every name, type value and default is the toolkit's), and the presets.
 */
import {attacksOf, type Attack} from '../attacks';
import {owaspTop10Framework} from '../frameworks';
import {RISK_CATEGORIES} from '../toolkit';
import {CLASS_CATEGORIES, vulnerabilitiesOf, type Vulnerability} from '../vulnerabilities';
import {DEFAULT_VERSION, type ToolkitVersion} from '../versions';
import {costParams, numericDefault, type CostParam} from './cost';

export type PlanVulnerability = {readonly className: string; readonly types: readonly string[]};
export type PlanAttack = {
  readonly className: string;
  readonly weight: number;
  /** Values of the attack's cost parameters that differ from its defaults. */
  readonly settings: Readonly<Record<string, number>>;
};

export type Plan = {
  readonly version: ToolkitVersion;
  readonly vulnerabilities: readonly PlanVulnerability[];
  readonly attacks: readonly PlanAttack[];
  readonly perType: number;
  readonly purpose: string;
  readonly simulatorModel: string;
  readonly evaluationModel: string;
  readonly asyncMode: boolean;
  readonly maxConcurrent: number;
};

/** Bounds of the numeric settings; a value outside them (typed or from a link) is clamped. */
export const LIMITS = {
  perType: {min: 1, max: 20},
  maxConcurrent: {min: 1, max: 100},
  weight: {min: 1, max: 10},
  purpose: 300,
  model: 80,
} as const;

/** What a release offers a plan: the catalogue's classes (CustomVulnerability needs your own criteria). */
export type PlanCatalogue = {
  readonly version: ToolkitVersion;
  readonly vulnerabilities: readonly Vulnerability[];
  /** Grouped as the sidebar groups them: by the class attribute `category` in 1.0, by risk category in 0.2.8. */
  readonly groups: readonly {readonly category: string; readonly entries: readonly Vulnerability[]}[];
  readonly attacks: readonly Attack[];
  /** The `red_team()` defaults of the settings a plan has. */
  readonly defaults: {readonly simulatorModel: string; readonly evaluationModel: string; readonly perType: number; readonly maxConcurrent: number};
};

const CATALOGUES = new Map<ToolkitVersion, PlanCatalogue>();

export function planCatalogue(version: ToolkitVersion): PlanCatalogue {
  let catalogue = CATALOGUES.get(version);
  if (!catalogue) {
    const vulnerabilities = vulnerabilitiesOf(version).filter((v) => v.types.length > 0);
    catalogue = {
      version,
      vulnerabilities,
      groups: (vulnerabilities.every((v) => v.category)
        ? CLASS_CATEGORIES.map((category) => ({category: category as string, entries: vulnerabilities.filter((v) => v.category === category)}))
        : RISK_CATEGORIES.map((category) => ({category: category as string, entries: vulnerabilities.filter((v) => v.riskCategory === category)}))
      ).filter((group) => group.entries.length > 0),
      attacks: attacksOf(version),
      // red_team()'s own defaults, the same in both releases (facts sheet: red_team.function.params).
      defaults: {simulatorModel: 'gpt-4o-mini', evaluationModel: 'gpt-4o-mini', perType: 1, maxConcurrent: 10},
    };
    CATALOGUES.set(version, catalogue);
  }
  return catalogue;
}

export function findVulnerability(catalogue: PlanCatalogue, className: string): Vulnerability | undefined {
  return catalogue.vulnerabilities.find((v) => v.className === className);
}

export function findAttack(catalogue: PlanCatalogue, className: string): Attack | undefined {
  return catalogue.attacks.find((a) => a.className === className);
}

export function clamp(value: number, {min, max}: {min: number; max: number}): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** An attack as a plan holds it, at its defaults. */
export function planAttack(attack: Attack): PlanAttack {
  return {className: attack.className, weight: attack.defaultWeight, settings: {}};
}

/** A cost parameter's value in a plan (its default when the plan does not change it). */
export function settingOf(attack: Attack, planned: PlanAttack, param: CostParam): number {
  return planned.settings[param.name] ?? numericDefault(attack, param.name);
}

/** Keeps only settings that differ from the defaults, clamped to their ranges. */
export function withSetting(attack: Attack, planned: PlanAttack, name: string, value: number): PlanAttack {
  const param = costParams(attack).find((p) => p.name === name);
  if (!param || !Number.isFinite(value)) return planned;
  const next = clamp(value, param);
  const {[name]: _previous, ...rest} = planned.settings;
  return {...planned, settings: next === numericDefault(attack, name) ? rest : {...rest, [name]: next}};
}

function basePlan(version: ToolkitVersion): Plan {
  const {defaults} = planCatalogue(version);
  return {
    version,
    vulnerabilities: [],
    attacks: [],
    perType: defaults.perType,
    purpose: '',
    simulatorModel: defaults.simulatorModel,
    evaluationModel: defaults.evaluationModel,
    asyncMode: true,
    maxConcurrent: defaults.maxConcurrent,
  };
}

export const PRESETS = ['starter', 'owasp', 'empty'] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Readonly<Record<Preset, string>> = {
  starter: 'Starter: bias and prompt leakage, two attacks',
  owasp: 'OWASP Top 10 for LLMs: what OWASPTop10() runs',
  empty: 'From scratch',
};

const allTypes = (v: Vulnerability): PlanVulnerability => ({className: v.className, types: v.types.map((t) => t.value)});

/** A preset plan for a release. */
export function presetPlan(preset: Preset, version: ToolkitVersion = DEFAULT_VERSION): Plan {
  const catalogue = planCatalogue(version);
  const base = basePlan(version);
  if (preset === 'empty') return base;
  if (preset === 'starter') {
    const pick = (name: string) => findVulnerability(catalogue, name)!;
    return {
      ...base,
      vulnerabilities: [allTypes(pick('Bias')), allTypes(pick('PromptLeakage'))],
      attacks: ['PromptInjection', 'Roleplay'].map((name) => planAttack(findAttack(catalogue, name)!)),
    };
  }
  const {vulnerabilities, attacks} = owaspSelection(version);
  return {...base, vulnerabilities, attacks};
}

/**
 * What the OWASPTop10 framework of a release runs, as a plan: its vulnerabilities with the types it
 * passes (every type where it passes none) and its attacks with the weights it sets. Classes the
 * catalogue has no page for yet are listed in `leftOut`; a CustomVulnerability the framework builds (its
 * criteria are the framework's own, which a plan cannot hold) in `custom`.
 */
export function owaspSelection(version: ToolkitVersion): {vulnerabilities: PlanVulnerability[]; attacks: PlanAttack[]; leftOut: string[]; custom: number} {
  const catalogue = planCatalogue(version);
  const framework = owaspTop10Framework(version);
  const leftOut = new Set<string>();
  let custom = 0;
  const vulnerabilities = new Map<string, Set<string>>();
  for (const entry of framework.vulnerabilities) {
    const vulnerability = findVulnerability(catalogue, entry.className);
    if (!vulnerability) {
      if (vulnerabilitiesOf(version).some((v) => v.className === entry.className && v.types.length === 0)) custom += 1;
      else leftOut.add(entry.className);
      continue;
    }
    const types = vulnerabilities.get(entry.className) ?? new Set<string>();
    for (const type of entry.types ?? vulnerability.types.map((t) => t.value)) types.add(type);
    vulnerabilities.set(entry.className, types);
  }
  const attacks = new Map<string, PlanAttack>();
  for (const entry of framework.attacks) {
    const attack = findAttack(catalogue, entry.className);
    if (!attack) {
      leftOut.add(entry.className);
      continue;
    }
    if (attacks.has(entry.className)) continue;
    let planned = planAttack(attack);
    const weight = Number(entry.arguments.weight);
    if (Number.isFinite(weight) && weight > 0) planned = {...planned, weight: clamp(weight, LIMITS.weight)};
    for (const param of costParams(attack)) {
      const value = Number(entry.arguments[param.name]);
      if (entry.arguments[param.name] !== undefined && Number.isFinite(value)) planned = withSetting(attack, planned, param.name, value);
    }
    attacks.set(entry.className, planned);
  }
  return {
    vulnerabilities: [...vulnerabilities].map(([className, types]) => {
      const order = findVulnerability(catalogue, className)!.types.map((t) => t.value);
      return {className, types: order.filter((t) => types.has(t))};
    }),
    attacks: [...attacks.values()],
    leftOut: [...leftOut],
    custom,
  };
}

export function defaultPlan(version: ToolkitVersion = DEFAULT_VERSION): Plan {
  return presetPlan('starter', version);
}

/** Every vulnerability the plan runs, with its catalogue entry, in catalogue order. */
export function plannedVulnerabilities(plan: Plan): {vulnerability: Vulnerability; types: readonly string[]}[] {
  const catalogue = planCatalogue(plan.version);
  return catalogue.vulnerabilities.flatMap((vulnerability) => {
    const planned = plan.vulnerabilities.find((v) => v.className === vulnerability.className);
    return planned && planned.types.length > 0 ? [{vulnerability, types: planned.types}] : [];
  });
}

/** Every attack the plan runs, with its catalogue entry, in catalogue order. */
export function plannedAttacks(plan: Plan): {attack: Attack; planned: PlanAttack}[] {
  const catalogue = planCatalogue(plan.version);
  return catalogue.attacks.flatMap((attack) => {
    const planned = plan.attacks.find((a) => a.className === attack.className);
    return planned ? [{attack, planned}] : [];
  });
}
