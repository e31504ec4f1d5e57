/**
 * A plan in a readable query string, so a link reproduces it:
 *   ?release=1.0&vuln=Bias:race,gender&vuln=PromptLeakage&attack=Roleplay:weight=2,max_retries=1
 *   &per_type=2&purpose=...&simulator=gpt-4o-mini&evaluation=gpt-4o-mini&async=false&concurrency=5
 * A vulnerability without types runs all of them. Anything unknown or malformed is dropped with a note;
 * numbers are clamped to the builder's ranges. Decoding never throws.
 */
import {TOOLKIT_VERSIONS, DEFAULT_VERSION, type ToolkitVersion} from '../versions';
import {costParams} from './cost';
import {
  clamp,
  defaultPlan,
  findAttack,
  findVulnerability,
  LIMITS,
  planAttack,
  planCatalogue,
  withSetting,
  type Plan,
  type PlanAttack,
  type PlanVulnerability,
} from './model';

const KEYS = ['release', 'vuln', 'attack', 'per_type', 'purpose', 'simulator', 'evaluation', 'async', 'concurrency'] as const;
/** More entries than any release has classes is not a plan. */
const MAX_ENTRIES = 64;

export function encodePlan(plan: Plan): string {
  const params = new URLSearchParams();
  params.set('release', plan.version);
  for (const v of plan.vulnerabilities) {
    const all = findVulnerability(planCatalogue(plan.version), v.className)?.types.length === v.types.length;
    params.append('vuln', all ? v.className : `${v.className}:${v.types.join(',')}`);
  }
  for (const a of plan.attacks) {
    const attack = findAttack(planCatalogue(plan.version), a.className);
    const settings = [
      ...(attack && a.weight !== attack.defaultWeight ? [`weight=${a.weight}`] : []),
      ...Object.entries(a.settings).map(([name, value]) => `${name}=${value}`),
    ];
    params.append('attack', settings.length ? `${a.className}:${settings.join(',')}` : a.className);
  }
  // An empty plan still says so, or the link would open the default plan.
  if (plan.vulnerabilities.length === 0 && plan.attacks.length === 0) params.set('vuln', '');
  const defaults = planCatalogue(plan.version).defaults;
  if (plan.perType !== defaults.perType) params.set('per_type', String(plan.perType));
  if (plan.purpose.trim()) params.set('purpose', plan.purpose.trim());
  if (plan.simulatorModel !== defaults.simulatorModel) params.set('simulator', plan.simulatorModel);
  if (plan.evaluationModel !== defaults.evaluationModel) params.set('evaluation', plan.evaluationModel);
  if (!plan.asyncMode) params.set('async', 'false');
  if (plan.maxConcurrent !== defaults.maxConcurrent) params.set('concurrency', String(plan.maxConcurrent));
  return params.toString();
}

/** Does the query string hold a plan at all (any of the builder's keys)? */
export function hasPlan(search: string): boolean {
  const params = safeParams(search);
  return KEYS.some((key) => params.has(key));
}

function safeParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/** Printable, short, one line: what a note may quote of the reader's input. */
function shown(text: string): string {
  const flat = text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
}

/** A model name as the toolkit takes it: letters, digits and . _ - : / @ only. */
const MODEL_NAME = /^[\w.:/@-]{1,80}$/;

export function isModelName(text: string): boolean {
  return MODEL_NAME.test(text);
}

export type Decoded = {readonly plan: Plan; readonly notes: readonly string[]};

export function decodePlan(search: string, fallbackVersion: ToolkitVersion = DEFAULT_VERSION): Decoded {
  const params = safeParams(search);
  const notes: string[] = [];
  const releaseParam = params.get('release');
  let version = fallbackVersion;
  if (releaseParam !== null) {
    if ((TOOLKIT_VERSIONS as readonly string[]).includes(releaseParam)) version = releaseParam as ToolkitVersion;
    else notes.push(`Unknown release “${shown(releaseParam)}”: showing DeepTeam ${fallbackVersion}.`);
  }
  const catalogue = planCatalogue(version);
  const base = defaultPlan(version);

  const vulnerabilities: PlanVulnerability[] = [];
  for (const raw of params.getAll('vuln').slice(0, MAX_ENTRIES)) {
    if (raw === '') continue;
    const [name = '', typeList] = raw.split(':', 2);
    const vulnerability = findVulnerability(catalogue, name);
    if (!vulnerability) {
      notes.push(`Ignored vulnerability “${shown(name)}”: DeepTeam ${version} has no such class in the catalogue.`);
      continue;
    }
    if (vulnerabilities.some((v) => v.className === name)) continue;
    const known = vulnerability.types.map((t) => t.value);
    const asked = typeList === undefined ? known : typeList.split(',').filter(Boolean);
    const unknown = asked.filter((t) => !known.includes(t));
    if (unknown.length) notes.push(`Ignored ${unknown.length === 1 ? 'type' : 'types'} of ${name}: ${unknown.map(shown).join(', ')}.`);
    const types = known.filter((t) => asked.includes(t));
    if (types.length === 0) {
      notes.push(`Ignored ${name}: no valid type left.`);
      continue;
    }
    vulnerabilities.push({className: name, types});
  }

  const attacks: PlanAttack[] = [];
  for (const raw of params.getAll('attack').slice(0, MAX_ENTRIES)) {
    const [name = '', settingList] = raw.split(':', 2);
    const attack = findAttack(catalogue, name);
    if (!attack) {
      notes.push(`Ignored attack “${shown(name)}”: DeepTeam ${version} has no such attack in the catalogue.`);
      continue;
    }
    if (attacks.some((a) => a.className === name)) continue;
    let planned = planAttack(attack);
    for (const pair of (settingList ?? '').split(',').filter(Boolean)) {
      const [key = '', value = ''] = pair.split('=', 2);
      const number = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
      if (key === 'weight' && Number.isFinite(number)) planned = {...planned, weight: clamp(number, LIMITS.weight)};
      else if (costParams(attack).some((p) => p.name === key) && Number.isFinite(number)) planned = withSetting(attack, planned, key, number);
      else notes.push(`Ignored setting “${shown(pair)}” of ${name}.`);
    }
    attacks.push(planned);
  }

  const number = (key: string, fallback: number, limits: {min: number; max: number}) => {
    const value = params.get(key);
    if (value === null) return fallback;
    if (!/^\d{1,4}$/.test(value)) {
      notes.push(`Ignored ${key}=“${shown(value)}”: not a whole number.`);
      return fallback;
    }
    return clamp(Number(value), limits);
  };
  const model = (key: string, fallback: string) => {
    const value = params.get(key);
    if (value === null) return fallback;
    if (!isModelName(value)) {
      notes.push(`Ignored ${key} model “${shown(value)}”: a model name has letters, digits and . _ - : / @ only.`);
      return fallback;
    }
    return value;
  };
  const asyncParam = params.get('async');
  if (asyncParam !== null && asyncParam !== 'true' && asyncParam !== 'false') notes.push(`Ignored async=“${shown(asyncParam)}”: use true or false.`);
  const purpose = (params.get('purpose') ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (purpose.length > LIMITS.purpose) notes.push(`The target purpose was cut to ${LIMITS.purpose} characters.`);

  const hasLists = params.has('vuln') || params.has('attack');
  return {
    plan: {
      version,
      vulnerabilities: hasLists ? vulnerabilities : base.vulnerabilities,
      attacks: hasLists ? attacks : base.attacks,
      perType: number('per_type', base.perType, LIMITS.perType),
      purpose: purpose.slice(0, LIMITS.purpose),
      simulatorModel: model('simulator', base.simulatorModel),
      evaluationModel: model('evaluation', base.evaluationModel),
      asyncMode: asyncParam === 'false' ? false : true,
      maxConcurrent: number('concurrency', base.maxConcurrent, LIMITS.maxConcurrent),
    },
    notes: notes.slice(0, 12),
  };
}

/** Re-targets a plan at another release: what that release lacks is dropped, with notes. */
export function switchRelease(plan: Plan, version: ToolkitVersion): Decoded {
  const search = encodePlan(plan).replace(/(^|&)release=[^&]*/, `$1release=${version}`);
  return decodePlan(search, version);
}
