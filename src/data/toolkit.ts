/**
 * Typed access to the generated DeepTeam facts (src/data/generated/toolkit.ts). Everything the site
 * says about class names, imports, parameters, `types` values and metrics comes through here.
 */
import {TOOLKIT_FACTS} from './generated/toolkit';

export {TOOLKIT_FACTS};

export type VulnerabilityFacts = typeof TOOLKIT_FACTS.vulnerabilities;
export type VulnerabilityClass = keyof VulnerabilityFacts;
export type TypeValue<C extends VulnerabilityClass> = VulnerabilityFacts[C]['types'][number];

export type AttackFacts = typeof TOOLKIT_FACTS.attacks;
export type AttackClass = keyof AttackFacts;

export type GuardFacts = typeof TOOLKIT_FACTS.guards;
export type GuardClass = keyof GuardFacts;

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
  readonly pageId: string | null;
};

export function vulnerabilityFacts(className: VulnerabilityClass): VulnerabilityFactsEntry {
  return TOOLKIT_FACTS.vulnerabilities[className] as VulnerabilityFactsEntry;
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
