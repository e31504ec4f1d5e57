/**
 * The vulnerability catalogue: generated facts joined with our copy, one entry per class that has a
 * page of its own, in the Vulnerabilities section or (GoalTheft, RecursiveHijacking) in the Agentic
 * section. Every table, card and overview on the site renders from here.
 */
import {
  RISK_CATEGORIES,
  vulnerabilityFactsIn,
  type Availability,
  type Parameter,
  type RiskCategory,
  type VulnerabilityClass,
} from '../toolkit';
import {DEFAULT_VERSION, TOOLKIT_VERSIONS, type ToolkitVersion} from '../versions';
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
  /** The release these facts describe. */
  readonly version: ToolkitVersion;
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
  /** 1.0: the class attribute `category` (Responsible AI, Business, Safety, Data Privacy, Security, Agentic); null in 0.2.8. */
  readonly category: string | null;
  /** 1.0: when the class arrived and how it changed; null in 0.2.8. */
  readonly availability: Availability | null;
  readonly pageId: string;
  /** Derived from pageId; agentic classes are listed in the sidebar's Agentic category, not under Vulnerabilities. */
  readonly section: VulnerabilitySection;
};

function toEntry(id: VulnerabilityId, version: ToolkitVersion): Vulnerability | null {
  const copy: AnyCopy = COPY[id];
  const facts = vulnerabilityFactsIn(copy.className, version);
  if (!facts) return null;
  const typeCopy = copy.types as Readonly<Record<string, TypeCopy>>;
  const pageId = facts.pageId ?? `red-teaming-vulnerabilities-${id}`;
  return {
    id,
    version,
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
    category: facts.category ?? null,
    availability: facts.availability ?? null,
    pageId,
    section: pageId.startsWith(AGENTIC_PAGE_PREFIX) ? 'agentic' : 'vulnerabilities',
  };
}

const BY_VERSION = new Map<ToolkitVersion, readonly Vulnerability[]>(
  TOOLKIT_VERSIONS.map((version) => [
    version,
    VULNERABILITY_IDS.flatMap((id) => {
      const entry = toEntry(id, version);
      return entry ? [entry] : [];
    }),
  ]),
);

/** Every vulnerability of one release, in catalogue order. */
export function vulnerabilitiesOf(version: ToolkitVersion = DEFAULT_VERSION): readonly Vulnerability[] {
  return BY_VERSION.get(version)!;
}

/** The vulnerabilities of the default release. */
export const VULNERABILITIES: readonly Vulnerability[] = vulnerabilitiesOf(DEFAULT_VERSION);

export function isVulnerabilityId(id: string): id is VulnerabilityId {
  return (VULNERABILITY_IDS as readonly string[]).includes(id);
}

/** Looks up an entry; throws with the list of ids, so a typo in an MDX page fails the build. */
export function getVulnerability(id: string, version: ToolkitVersion = DEFAULT_VERSION): Vulnerability {
  const entry = vulnerabilitiesOf(version).find((v) => v.id === id);
  if (!entry) {
    const known = vulnerabilitiesOf(version).map((v) => v.id);
    throw new Error(`Unknown vulnerability id "${id}" in DeepTeam ${version}. Known ids: ${known.join(', ')}`);
  }
  return entry;
}

/**
 * Built-in vulnerabilities of the Vulnerabilities section grouped by risk category, in the toolkit's
 * category order. CustomVulnerability and the agentic classes (see agenticVulnerabilities) are left out.
 */
export function vulnerabilitiesByCategory(version: ToolkitVersion = DEFAULT_VERSION): {category: RiskCategory; entries: Vulnerability[]}[] {
  return RISK_CATEGORIES.map((category) => ({
    category,
    entries: vulnerabilitiesOf(version).filter(
      (v) => v.riskCategory === category && v.id !== 'custom' && v.section === 'vulnerabilities',
    ),
  })).filter((group) => group.entries.length > 0);
}

/** Classes whose page is in the Agentic section (GoalTheft, RecursiveHijacking), in catalogue order. */
export function agenticVulnerabilities(version: ToolkitVersion = DEFAULT_VERSION): Vulnerability[] {
  return vulnerabilitiesOf(version).filter((v) => v.section === 'agentic');
}
