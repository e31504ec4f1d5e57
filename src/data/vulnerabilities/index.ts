/**
 * The vulnerability catalogue: generated facts joined with our copy, one entry per class that has a
 * page in the Vulnerabilities section. Every table, card and overview on the site renders from here.
 */
import {
  RISK_CATEGORIES,
  vulnerabilityFacts,
  type Parameter,
  type RiskCategory,
  type VulnerabilityClass,
} from '../toolkit';
import type {TypeCopy, VulnerabilityCopy} from './define';

import bfla from './bfla';
import bias from './bias';
import bola from './bola';
import childProtection from './child-protection';
import competition from './competition';
import custom from './custom';
import debugAccess from './debug-access';
import ethics from './ethics';
import excessiveAgency from './excessive-agency';
import fairness from './fairness';
import graphicContent from './graphic-content';
import illegalActivity from './illegal-activity';
import intellectualProperty from './intellectual-property';
import misinformation from './misinformation';
import personalSafety from './personal-safety';
import piiLeakage from './pii-leakage';
import promptLeakage from './prompt-leakage';
import rbac from './rbac';
import robustness from './robustness';
import shellInjection from './shell-injection';
import sqlInjection from './sql-injection';
import ssrf from './ssrf';
import toxicity from './toxicity';

export const VULNERABILITY_IDS = [
  'bfla',
  'bias',
  'bola',
  'child-protection',
  'competition',
  'custom',
  'debug-access',
  'ethics',
  'excessive-agency',
  'fairness',
  'graphic-content',
  'illegal-activity',
  'intellectual-property',
  'misinformation',
  'personal-safety',
  'pii-leakage',
  'prompt-leakage',
  'rbac',
  'robustness',
  'shell-injection',
  'sql-injection',
  'ssrf',
  'toxicity',
] as const;

export type VulnerabilityId = (typeof VULNERABILITY_IDS)[number];

/** The copy of any one class (a union over classes, so each entry is checked against its own class). */
type AnyCopy = {[C in VulnerabilityClass]: VulnerabilityCopy<C>}[VulnerabilityClass];

const COPY = {
  bfla,
  bias,
  bola,
  'child-protection': childProtection,
  competition,
  custom,
  'debug-access': debugAccess,
  ethics,
  'excessive-agency': excessiveAgency,
  fairness,
  'graphic-content': graphicContent,
  'illegal-activity': illegalActivity,
  'intellectual-property': intellectualProperty,
  misinformation,
  'personal-safety': personalSafety,
  'pii-leakage': piiLeakage,
  'prompt-leakage': promptLeakage,
  rbac,
  robustness,
  'shell-injection': shellInjection,
  'sql-injection': sqlInjection,
  ssrf,
  toxicity,
} satisfies Record<VulnerabilityId, AnyCopy>;

export type VulnerabilityType = TypeCopy & {readonly value: string};

export type Vulnerability = {
  readonly id: VulnerabilityId;
  readonly className: VulnerabilityClass;
  readonly importStatement: string;
  readonly displayName: string;
  readonly summary: string;
  readonly riskCategory: RiskCategory;
  /** In the order the toolkit declares them. Empty for CustomVulnerability (user-defined). */
  readonly types: readonly VulnerabilityType[];
  /** One metric class, or one per type. */
  readonly metric: string | Readonly<Record<string, string>> | null;
  readonly parameters: readonly Parameter[];
  readonly inCli: boolean;
  readonly inOwaspTop10: boolean;
  readonly pageId: string;
};

function toEntry(id: VulnerabilityId): Vulnerability {
  const copy: AnyCopy = COPY[id];
  const facts = vulnerabilityFacts(copy.className);
  const typeCopy = copy.types as Readonly<Record<string, TypeCopy>>;
  return {
    id,
    className: copy.className,
    importStatement: facts.importStatement,
    displayName: facts.getName ?? copy.className,
    summary: copy.summary,
    riskCategory: facts.riskCategory as RiskCategory,
    types: facts.types.map((value) => ({value, ...typeCopy[value]!})),
    metric: facts.metric,
    parameters: facts.params,
    inCli: facts.inCli,
    inOwaspTop10: facts.inOwaspTop10,
    pageId: facts.pageId ?? `red-teaming-vulnerabilities-${id}`,
  };
}

export const VULNERABILITIES: readonly Vulnerability[] = VULNERABILITY_IDS.map(toEntry);

const BY_ID = new Map(VULNERABILITIES.map((entry) => [entry.id, entry]));

export function isVulnerabilityId(id: string): id is VulnerabilityId {
  return BY_ID.has(id as VulnerabilityId);
}

/** Looks up an entry; throws with the list of ids, so a typo in an MDX page fails the build. */
export function getVulnerability(id: string): Vulnerability {
  const entry = BY_ID.get(id as VulnerabilityId);
  if (!entry) {
    throw new Error(`Unknown vulnerability id "${id}". Known ids: ${VULNERABILITY_IDS.join(', ')}`);
  }
  return entry;
}

/** Built-in vulnerabilities grouped by risk category, in the toolkit's category order. */
export function vulnerabilitiesByCategory(): {category: RiskCategory; entries: Vulnerability[]}[] {
  return RISK_CATEGORIES.map((category) => ({
    category,
    entries: VULNERABILITIES.filter((v) => v.riskCategory === category && v.id !== 'custom'),
  })).filter((group) => group.entries.length > 0);
}
