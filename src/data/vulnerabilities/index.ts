/**
 * The vulnerability catalogue: generated facts joined with our copy, one entry per class that has a
 * page of its own, in the Vulnerabilities section or (GoalTheft, RecursiveHijacking) in the Agentic
 * section. Every table, card and overview on the site renders from here.
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
import goalTheft from './goal-theft';
import graphicContent from './graphic-content';
import illegalActivity from './illegal-activity';
import intellectualProperty from './intellectual-property';
import misinformation from './misinformation';
import personalSafety from './personal-safety';
import piiLeakage from './pii-leakage';
import promptLeakage from './prompt-leakage';
import rbac from './rbac';
import recursiveHijacking from './recursive-hijacking';
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
  'goal-theft',
  'graphic-content',
  'illegal-activity',
  'intellectual-property',
  'misinformation',
  'personal-safety',
  'pii-leakage',
  'prompt-leakage',
  'rbac',
  'recursive-hijacking',
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
  'goal-theft': goalTheft,
  'graphic-content': graphicContent,
  'illegal-activity': illegalActivity,
  'intellectual-property': intellectualProperty,
  misinformation,
  'personal-safety': personalSafety,
  'pii-leakage': piiLeakage,
  'prompt-leakage': promptLeakage,
  rbac,
  'recursive-hijacking': recursiveHijacking,
  robustness,
  'shell-injection': shellInjection,
  'sql-injection': sqlInjection,
  ssrf,
  toxicity,
} satisfies Record<VulnerabilityId, AnyCopy>;

export type VulnerabilityType = TypeCopy & {readonly value: string};

/** The docs section a class's page lives in: the Vulnerabilities section or the Agentic one. */
export type VulnerabilitySection = 'vulnerabilities' | 'agentic';

const AGENTIC_PAGE_PREFIX = 'red-teaming-agentic-vulnerabilities-';

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
  /** Derived from pageId; agentic classes are listed in the sidebar's Agentic category, not under Vulnerabilities. */
  readonly section: VulnerabilitySection;
};

function toEntry(id: VulnerabilityId): Vulnerability {
  const copy: AnyCopy = COPY[id];
  const facts = vulnerabilityFacts(copy.className);
  const typeCopy = copy.types as Readonly<Record<string, TypeCopy>>;
  const pageId = facts.pageId ?? `red-teaming-vulnerabilities-${id}`;
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
    pageId,
    section: pageId.startsWith(AGENTIC_PAGE_PREFIX) ? 'agentic' : 'vulnerabilities',
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

/**
 * Built-in vulnerabilities of the Vulnerabilities section grouped by risk category, in the toolkit's
 * category order. CustomVulnerability and the agentic classes (see agenticVulnerabilities) are left out.
 */
export function vulnerabilitiesByCategory(): {category: RiskCategory; entries: Vulnerability[]}[] {
  return RISK_CATEGORIES.map((category) => ({
    category,
    entries: VULNERABILITIES.filter(
      (v) => v.riskCategory === category && v.id !== 'custom' && v.section === 'vulnerabilities',
    ),
  })).filter((group) => group.entries.length > 0);
}

/** Classes whose page is in the Agentic section (GoalTheft, RecursiveHijacking), in catalogue order. */
export function agenticVulnerabilities(): Vulnerability[] {
  return VULNERABILITIES.filter((v) => v.section === 'agentic');
}
