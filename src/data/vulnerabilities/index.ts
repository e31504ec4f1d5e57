/**
 * The vulnerability catalogue: generated facts joined with our copy, one entry per class that has a
 * page of its own, in the Vulnerabilities section or (GoalTheft, RecursiveHijacking) in the Agentic
 * section. Every table, card and overview on the site renders from here.
 */
import {
  RISK_CATEGORIES,
  RISK_CATEGORY_SUMMARIES,
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

// Classes new in 1.0 (their pages exist in the 1.0 docs only).
import indirectInstruction from './indirect-instruction';
import toolOrchestrationAbuse from './tool-orchestration-abuse';
import agentIdentityAbuse from './agent-identity-abuse';
import toolMetadataPoisoning from './tool-metadata-poisoning';
import unexpectedCodeExecution from './unexpected-code-execution';
import interAgentCommunicationCompromise from './inter-agent-communication-compromise';
import autonomousAgentDrift from './autonomous-agent-drift';
import crossContextRetrieval from './cross-context-retrieval';
import systemReconnaissance from './system-reconnaissance';
import exploitToolAgent from './exploit-tool-agent';
import externalSystemAbuse from './external-system-abuse';
import hallucination from './hallucination';

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
  'indirect-instruction',
  'tool-orchestration-abuse',
  'agent-identity-abuse',
  'tool-metadata-poisoning',
  'unexpected-code-execution',
  'inter-agent-communication-compromise',
  'autonomous-agent-drift',
  'cross-context-retrieval',
  'system-reconnaissance',
  'exploit-tool-agent',
  'external-system-abuse',
  'hallucination',
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
  'indirect-instruction': indirectInstruction,
  'tool-orchestration-abuse': toolOrchestrationAbuse,
  'agent-identity-abuse': agentIdentityAbuse,
  'tool-metadata-poisoning': toolMetadataPoisoning,
  'unexpected-code-execution': unexpectedCodeExecution,
  'inter-agent-communication-compromise': interAgentCommunicationCompromise,
  'autonomous-agent-drift': autonomousAgentDrift,
  'cross-context-retrieval': crossContextRetrieval,
  'system-reconnaissance': systemReconnaissance,
  'exploit-tool-agent': exploitToolAgent,
  'external-system-abuse': externalSystemAbuse,
  hallucination,
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
  /** Readers' words for the class, for search. */
  readonly searchPhrases: readonly string[];
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
    searchPhrases: copy.searchPhrases ?? [],
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

/** The class attribute `category` of 1.0, in the order the site lists its groups. */
export const CLASS_CATEGORIES = ['Responsible AI', 'Safety', 'Data Privacy', 'Security', 'Business', 'Agentic'] as const;
export type ClassCategory = (typeof CLASS_CATEGORIES)[number];

/** Plain-language summary of each `category`, used by the overview and its tables. */
export const CLASS_CATEGORY_SUMMARIES: Record<ClassCategory, string> = {
  'Responsible AI': 'Replies that treat people unfairly, abusively or against widely shared ethical norms.',
  Safety: 'Replies and actions that help cause harm: crime, graphic content, danger to people, code run where it should not be.',
  'Data Privacy': 'Replies that reveal personal data, secrets or the app’s own instructions.',
  Security: 'Getting around access control, injecting commands or queries, and mapping the system from the inside.',
  Business: 'Replies that are false, invented or damaging to the company behind the app.',
  Agentic: 'What an agent does with its goal, its tools, its identity and the other agents it works with.',
};

export type VulnerabilityGroup = {readonly label: string; readonly summary: string; readonly entries: readonly Vulnerability[]};

/**
 * The Vulnerabilities section's classes in groups, for the sidebar and the overview: by the class
 * attribute `category` in a release that has it (1.0), otherwise by risk category (0.2.8).
 * CustomVulnerability and the classes of the Agentic section are left out.
 */
export function vulnerabilityGroups(version: ToolkitVersion = DEFAULT_VERSION): VulnerabilityGroup[] {
  const listed = vulnerabilitiesOf(version).filter((v) => v.id !== 'custom' && v.section === 'vulnerabilities');
  if (!listed.some((v) => v.category)) {
    return vulnerabilitiesByCategory(version).map(({category, entries}) => ({
      label: category,
      summary: RISK_CATEGORY_SUMMARIES[category],
      entries,
    }));
  }
  const unknown = listed.filter((v) => !(CLASS_CATEGORIES as readonly (string | null)[]).includes(v.category));
  if (unknown.length > 0) throw new Error(`No group for category ${unknown.map((v) => `${v.className}: ${v.category}`).join(', ')}`);
  return CLASS_CATEGORIES.map((label) => ({
    label,
    summary: CLASS_CATEGORY_SUMMARIES[label],
    entries: listed.filter((v) => v.category === label),
  })).filter((group) => group.entries.length > 0);
}

/** Classes whose page is in the Agentic section (GoalTheft, RecursiveHijacking), in catalogue order. */
export function agenticVulnerabilities(version: ToolkitVersion = DEFAULT_VERSION): Vulnerability[] {
  return vulnerabilitiesOf(version).filter((v) => v.section === 'agentic');
}
