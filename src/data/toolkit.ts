/**
 * Typed access to the generated DeepTeam facts, one set per documented release
 * (src/data/generated/toolkit-<version>.ts, keyed as in ./versions). Everything the site says about class
 * names, imports, parameters, `types` values and metrics comes through here.
 */
import {TOOLKIT_FACTS as FACTS_0_2_8} from './generated/toolkit-0.2.8';
import {TOOLKIT_FACTS as FACTS_1_0} from './generated/toolkit-1.0';
import {DEFAULT_VERSION, type ToolkitVersion} from './versions';

export const FACTS_BY_VERSION = {'0.2.8': FACTS_0_2_8, '1.0': FACTS_1_0} as const satisfies Record<ToolkitVersion, unknown>;

/** The facts of the default version (what a page without a version context shows). */
export const TOOLKIT_FACTS = FACTS_BY_VERSION[DEFAULT_VERSION];

type AnyFacts = (typeof FACTS_BY_VERSION)[ToolkitVersion];

export type VulnerabilityClass = {[V in ToolkitVersion]: keyof (typeof FACTS_BY_VERSION)[V]['vulnerabilities']}[ToolkitVersion];
export type AttackClass = {[V in ToolkitVersion]: keyof (typeof FACTS_BY_VERSION)[V]['attacks']}[ToolkitVersion];
export type GuardClass = keyof AnyFacts['guards'];
/** Guards are the same in every release (the guardrails package did not change after 0.2.8). */
export type GuardFacts = (typeof FACTS_BY_VERSION)['0.2.8']['guards'];

/** Classes of one release. */
export type VulnerabilityClassOf<V extends ToolkitVersion> = keyof (typeof FACTS_BY_VERSION)[V]['vulnerabilities'];
export type AttackClassOf<V extends ToolkitVersion> = keyof (typeof FACTS_BY_VERSION)[V]['attacks'];

/** `types` values of a class in any release that has it. */
export type TypeValue<C extends VulnerabilityClass> = {
  [V in ToolkitVersion]: C extends keyof (typeof FACTS_BY_VERSION)[V]['vulnerabilities']
    ? (typeof FACTS_BY_VERSION)[V]['vulnerabilities'][C] extends {types: readonly (infer T)[]}
      ? T
      : never
    : never;
}[ToolkitVersion];

/** Constructor parameter names of an attack class in any release that has it. */
export type AttackParamNameAny<C extends AttackClass> = {
  [V in ToolkitVersion]: C extends keyof (typeof FACTS_BY_VERSION)[V]['attacks']
    ? (typeof FACTS_BY_VERSION)[V]['attacks'][C] extends {params: readonly {name: infer N}[]}
      ? N
      : never
    : never;
}[ToolkitVersion];

/** When a class arrived and how it changed, across releases (newest version's facts only). */
export type Availability = {
  /** First release with the class; null when 0.2.8 already had it. */
  readonly since: string | null;
  readonly changes: readonly {readonly version: string; readonly kinds: readonly string[]; readonly params: readonly string[]}[];
};

export type Parameter = {
  readonly name: string;
  readonly annotation: string;
  /** Source text of the default (strings keep their quotes); null when there is none. */
  readonly default: string | null;
  readonly required: boolean;
};

/** One vulnerability's facts with literal types widened, for code that handles any class. */
export type VulnerabilityFactsEntry = {
  readonly className: string;
  readonly importStatement: string;
  readonly getName: string | null;
  readonly riskCategory: string;
  readonly custom: boolean;
  readonly types: readonly string[];
  /** What an omitted `types` gives ('all enum values'), or null when the class has no such default. */
  readonly typesDefault: string | null;
  /** The class's own `types` validation rule when it differs from the shared one, else null. */
  readonly typesValidation: string | null;
  readonly metric: string | Readonly<Record<string, string>> | null;
  readonly params: readonly Parameter[];
  readonly inCli: boolean;
  readonly inOwaspTop10: boolean;
  /** 1.0: the class attribute `category`; null in 0.2.8. */
  readonly category?: string | null;
  /** 1.0: the framework classes that build this class. */
  readonly frameworks?: readonly string[];
  readonly availability?: Availability | null;
  readonly pageId: string | null;
};

export type AttackFactsEntry = {
  readonly className: string;
  readonly importStatement: string;
  readonly getName: string;
  readonly turns: 'single' | 'multi';
  readonly params: readonly Parameter[];
  readonly inCli: boolean;
  readonly inOwaspTop10: boolean;
  readonly exploitability?: string | null;
  readonly frameworks?: readonly string[];
  readonly availability?: Availability | null;
  readonly pageId: string | null;
};

export type GuardFactsEntry = {
  readonly className: string;
  readonly importStatement: string;
  readonly displayName: string;
  readonly initialGuardType: string | null;
  readonly params: readonly Parameter[];
  readonly availability?: Availability | null;
  readonly pageId: string | null;
};

export type FrameworkVulnerability = {readonly className: string; readonly types: readonly string[] | null; readonly name: string | null};
export type FrameworkAttack = {readonly className: string; readonly arguments: Readonly<Record<string, unknown>>};

/**
 * A framework class: in 0.2.8 one flat list of vulnerabilities and attacks; in 1.0 risk categories
 * (one sub-run each) whose lists are also flattened, with repeats, into `vulnerabilities` and `attacks`;
 * or (Aegis, BeaverTails) a dataset and no lists at all.
 */
export type FrameworkFacts = {
  readonly className: string;
  readonly importStatement: string;
  /** The class's `name` attribute, which results and get_name() show. */
  readonly name: string;
  readonly params: readonly Parameter[];
  /** Hugging Face dataset id of a dataset framework, else null. */
  readonly dataset: string | null;
  /** Values `categories` accepts; empty when the class takes no `categories`. */
  readonly allowedCategories: readonly string[];
  readonly vulnerabilities: readonly FrameworkVulnerability[];
  readonly attacks: readonly FrameworkAttack[];
  readonly categories: readonly {
    readonly name: string;
    readonly displayName: string;
    readonly vulnerabilities: readonly FrameworkVulnerability[];
    readonly attacks: readonly FrameworkAttack[];
  }[];
  readonly availability?: Availability | null;
  readonly pageId: string | null;
};

/** One release's facts, with literal types widened. */
export type ReleaseFacts = {
  readonly version: string;
  readonly vulnerabilities: Readonly<Record<string, VulnerabilityFactsEntry>>;
  readonly attacks: Readonly<Record<string, AttackFactsEntry>>;
  readonly guards: Readonly<Record<string, GuardFactsEntry>>;
  readonly riskCategories: readonly string[];
};

export function releaseFacts(version: ToolkitVersion = DEFAULT_VERSION): ReleaseFacts {
  return FACTS_BY_VERSION[version] as unknown as ReleaseFacts;
}

/** A vulnerability class's facts in one release, or null when that release does not have the class. */
export function vulnerabilityFactsIn(className: string, version: ToolkitVersion): VulnerabilityFactsEntry | null {
  return releaseFacts(version).vulnerabilities[className] ?? null;
}

/** A class's facts in the default release (throws when it has no such class). */
export function vulnerabilityFacts(className: VulnerabilityClass, version: ToolkitVersion = DEFAULT_VERSION): VulnerabilityFactsEntry {
  const facts = vulnerabilityFactsIn(className, version);
  if (!facts) throw new Error(`DeepTeam ${version} has no vulnerability class ${className}`);
  return facts;
}

/**
 * Constructor parameters whose behaviour on this class differs from the other vulnerability classes,
 * as the facts sheet marks it: a `types` with no all-types default or with its own validation rule, and
 * the judge model of a custom class, whose metric is built in the constructor. Their descriptions must
 * come from the class's own entry (src/data/parameters.ts), never from the shared text.
 */
export function classSpecificParameters(entry: VulnerabilityFactsEntry): string[] {
  const names = new Set(entry.params.map((p) => p.name));
  const specific: string[] = [];
  if (names.has('types') && (entry.typesDefault === null || entry.typesValidation !== null)) specific.push('types');
  if (names.has('evaluation_model') && entry.custom) specific.push('evaluation_model');
  return specific;
}

/** Risk categories as the toolkit names them; 'Others' is its fallback string. */
export const RISK_CATEGORIES = [
  'Responsible AI',
  'Illegal',
  'Brand Image',
  'Data Privacy',
  'Unauthorized Access',
  'Others',
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** Plain-language summary of each risk category, used by the overview tables. */
export const RISK_CATEGORY_SUMMARIES: Record<RiskCategory, string> = {
  'Responsible AI': 'Replies that treat people unfairly or abusively.',
  Illegal: 'Replies that help someone break the law or put people in danger.',
  'Brand Image': 'Replies that are wrong, off-mission or embarrassing for the company behind the app.',
  'Data Privacy': 'Replies that reveal personal data, secrets or the app’s own instructions.',
  'Unauthorized Access': 'Replies or actions that get around access control or reach systems they should not.',
  Others: 'Risks the toolkit does not file under one of its five named categories.',
};

export function metricNames(metric: string | Readonly<Record<string, string>> | null): string[] {
  if (!metric) return [];
  return typeof metric === 'string' ? [metric] : [...new Set(Object.values(metric))];
}
