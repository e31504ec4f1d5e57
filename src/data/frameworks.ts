/**
 * Security frameworks the site maps DeepTeam to. Which classes the OWASPTop10 framework runs is a
 * toolkit fact (generated); which OWASP entry each class speaks to is our editorial mapping, because
 * the toolkit runs one flat list and does not tag classes with entries.
 */
import {FRAMEWORK_FACTS as FRAMEWORKS_0_2_8} from './generated/frameworks-0.2.8';
import {FRAMEWORK_FACTS as FRAMEWORKS_1_0} from './generated/frameworks-1.0';
import type {AttackClass, FrameworkFacts, VulnerabilityClass} from './toolkit';
import {DEFAULT_VERSION, type ToolkitVersion} from './versions';

/** The framework classes of each release (generated; kept apart from the catalogue facts so that only the pages with framework tables load them). */
const FRAMEWORKS_BY_VERSION = {'0.2.8': FRAMEWORKS_0_2_8, '1.0': FRAMEWORKS_1_0} as const satisfies Record<ToolkitVersion, unknown>;

/** Framework class names of any release. */
export type FrameworkClass = {[V in ToolkitVersion]: keyof (typeof FRAMEWORKS_BY_VERSION)[V]}[ToolkitVersion];

/** The framework classes of one release, in the site's order: risk-category frameworks, then dataset ones. */
export function frameworksOf(version: ToolkitVersion = DEFAULT_VERSION): readonly FrameworkFacts[] {
  return Object.values(FRAMEWORKS_BY_VERSION[version] as unknown as Record<string, FrameworkFacts>);
}

/** Looks up a framework class; throws with the known names, so a typo in an MDX page fails the build. */
export function getFramework(className: string, version: ToolkitVersion = DEFAULT_VERSION): FrameworkFacts {
  const found = frameworksOf(version).find((f) => f.className === className);
  if (!found) {
    const known = frameworksOf(version).map((f) => f.className);
    throw new Error(`Unknown framework class "${className}" in DeepTeam ${version}. Known: ${known.join(', ')}`);
  }
  return found;
}

export const OWASP_ENTRY_IDS = [
  'LLM01',
  'LLM02',
  'LLM03',
  'LLM04',
  'LLM05',
  'LLM06',
  'LLM07',
  'LLM08',
  'LLM09',
  'LLM10',
] as const;
export type OwaspEntryId = (typeof OWASP_ENTRY_IDS)[number];

export type OwaspEntry = {
  readonly id: OwaspEntryId;
  readonly title: string;
  /** One sentence in our words. */
  readonly summary: string;
  /** Vulnerability classes whose results speak to this entry (our mapping). */
  readonly vulnerabilities: readonly VulnerabilityClass[];
  /** Attack classes that exercise this entry (our mapping). */
  readonly attacks: readonly AttackClass[];
};

/** OWASP Top 10 for LLM Applications, 2025 edition. */
export const OWASP_TOP_10: Readonly<Record<OwaspEntryId, OwaspEntry>> = {
  LLM01: {
    id: 'LLM01',
    title: 'Prompt Injection',
    summary: 'Input that overrides the instructions the app gave the model, directly or hidden in content it reads.',
    vulnerabilities: ['Robustness'],
    attacks: [
      'PromptInjection',
      'Base64',
      'ROT13',
      'Leetspeak',
      'Roleplay',
      'Multilingual',
      'MathProblem',
      'GrayBox',
      'LinearJailbreaking',
      'TreeJailbreaking',
      'CrescendoJailbreaking',
      'SequentialJailbreak',
      'BadLikertJudge',
    ],
  },
  LLM02: {
    id: 'LLM02',
    title: 'Sensitive Information Disclosure',
    summary: 'Replies that expose personal data, credentials or proprietary material.',
    vulnerabilities: ['PIILeakage', 'IntellectualProperty', 'Competition'],
    attacks: ['PromptProbing', 'GrayBox', 'Roleplay'],
  },
  LLM03: {
    id: 'LLM03',
    title: 'Supply Chain',
    summary: 'Compromised models, datasets or packages that the app is built from; outside what prompts can test.',
    vulnerabilities: [],
    attacks: [],
  },
  LLM04: {
    id: 'LLM04',
    title: 'Data and Model Poisoning',
    summary: 'Tampered training or fine-tuning data; its symptoms show up as biased, toxic or false replies.',
    vulnerabilities: ['Bias', 'Toxicity', 'Misinformation'],
    attacks: [],
  },
  LLM05: {
    id: 'LLM05',
    title: 'Improper Output Handling',
    summary: 'Model output passed to shells, databases or HTTP clients without validation.',
    vulnerabilities: ['ShellInjection', 'SQLInjection', 'SSRF'],
    attacks: ['PromptInjection', 'GrayBox'],
  },
  LLM06: {
    id: 'LLM06',
    title: 'Excessive Agency',
    summary: 'An agent with more functions, permissions or autonomy than its task needs.',
    vulnerabilities: ['ExcessiveAgency', 'BFLA', 'BOLA', 'RBAC', 'DebugAccess'],
    attacks: ['PromptInjection', 'Roleplay', 'LinearJailbreaking'],
  },
  LLM07: {
    id: 'LLM07',
    title: 'System Prompt Leakage',
    summary: 'The app’s hidden instructions, and any secrets or rules kept in them, revealed to users.',
    vulnerabilities: ['PromptLeakage'],
    attacks: ['PromptProbing', 'PromptInjection', 'GrayBox'],
  },
  LLM08: {
    id: 'LLM08',
    title: 'Vector and Embedding Weaknesses',
    summary: 'Retrieval that mixes tenants or surfaces data a user should not see.',
    vulnerabilities: ['PIILeakage'],
    attacks: [],
  },
  LLM09: {
    id: 'LLM09',
    title: 'Misinformation',
    summary: 'Confident, false or unsupported answers that people act on.',
    vulnerabilities: ['Misinformation'],
    attacks: ['Roleplay', 'LinearJailbreaking'],
  },
  LLM10: {
    id: 'LLM10',
    title: 'Unbounded Consumption',
    summary: 'Requests that run up cost or exhaust capacity; a load-testing concern rather than a red-teaming one.',
    vulnerabilities: [],
    attacks: [],
  },
};

/**
 * What the toolkit's OWASPTop10 framework runs in one release (fact): in 0.2.8 one flat list of
 * vulnerabilities and attacks; from 1.0.1 ten risk categories (LLM_01 to LLM_10), one sub-run each,
 * whose lists are also flattened (with repeats) into `vulnerabilities` and `attacks`.
 */
export function owaspTop10Framework(version: ToolkitVersion = DEFAULT_VERSION): FrameworkFacts {
  return getFramework('OWASPTop10', version);
}

/** The 0.2.8 framework (the default release). */
export const OWASP_TOP10_FRAMEWORK = owaspTop10Framework(DEFAULT_VERSION);

/**
 * How much of a class the OWASPTop10 framework runs: null when it does not run the class, else the
 * types it passes (some classes run with a subset, e.g. Competition with one type of four). In 1.0 a
 * class can appear in several categories: the types of all of them, in first-seen order.
 */
export function owaspTypesFor(className: string, version: ToolkitVersion = DEFAULT_VERSION): readonly string[] | null {
  const entries = owaspTop10Framework(version).vulnerabilities.filter((v) => v.className === className);
  if (entries.length === 0) return null;
  return [...new Set(entries.flatMap((entry) => entry.types ?? []))];
}

/** "Yes", "2 of 4 types" or "No": what the framework runs of a class with `allTypes` types. */
export function owaspCoverage(className: string, allTypes: number, version: ToolkitVersion = DEFAULT_VERSION): string {
  const types = owaspTypesFor(className, version);
  if (!types) return 'No';
  return types.length < allTypes ? `${types.length} of ${allTypes} types` : 'Yes';
}

export function owaspEntriesFor(className: VulnerabilityClass): OwaspEntry[] {
  return OWASP_ENTRY_IDS.map((id) => OWASP_TOP_10[id]).filter((entry) =>
    entry.vulnerabilities.includes(className),
  );
}

/** The four functions of the NIST AI Risk Management Framework (AI RMF 1.0). */
export const NIST_AI_RMF_FUNCTIONS = ['Govern', 'Map', 'Measure', 'Manage'] as const;
export type NistFunction = (typeof NIST_AI_RMF_FUNCTIONS)[number];

export const NIST_AI_RMF: Readonly<Record<NistFunction, string>> = {
  Govern: 'Policies, roles and accountability for AI risk across the organisation.',
  Map: 'Context: what the system is for, who it affects and which risks apply.',
  Measure: 'Testing and tracking the identified risks; red-teaming runs belong here.',
  Manage: 'Prioritising and treating risks, such as adding guardrails, and monitoring them over time.',
};

/**
 * What each framework constructor parameter does, in our words. Checked against the 1.0 source:
 * deepteam/frameworks/mitre/mitre.py (categories), aegis/aegis.py:58-70, 166-172 and
 * beavertails/beavertails.py:66-83 (the dataset frameworks judge with their own HarmMetric).
 */
export const FRAMEWORK_PARAMETER_DOCS: Readonly<Record<string, string>> = {
  categories:
    'Which of the framework’s risk categories to build, by name; all of them when left out. Each category runs as its own sub-run with its own vulnerabilities and attacks.',
  num_attacks:
    'How many harmful prompts to draw at random from the dataset for one run. A new draw happens on every run, so two runs test different prompts.',
  data_split:
    'Which split of the dataset to load and draw from: the smaller "30k_train" or the full "330k_train".',
  async_mode:
    'Whether the framework’s HarmMetric judges asynchronously. Whether red_team() calls your callback concurrently is red_team()’s own async_mode.',
  verbose_mode: 'Print the judge’s intermediate steps for each test case.',
  evaluation_model:
    'The judge model of the framework’s HarmMetric. The run’s evaluation_model does not reach it: set the judge here.',
};

/** One cell of the coverage table: the types a framework runs of a class, out of all of them. */
export type CoverageCell = {readonly types: readonly string[]; readonly of: number} | null;

export type CoverageRow = {
  readonly className: string;
  readonly pageId: string | null;
  /** By framework class name, in the order of frameworksOf(). */
  readonly cells: Readonly<Record<string, CoverageCell>>;
};

/**
 * Which framework runs which built-in vulnerability class, and with which types, in one release: the
 * union of the types over every category (and sub-run) of the framework that builds the class.
 * `classes` gives the catalogue's classes, their pages and type counts.
 */
export function frameworkCoverage(
  classes: readonly {readonly className: string; readonly pageId: string | null; readonly types: readonly unknown[]}[],
  version: ToolkitVersion = DEFAULT_VERSION,
): CoverageRow[] {
  const frameworks = frameworksOf(version);
  return classes
    .filter((entry) => entry.className !== 'CustomVulnerability')
    .map((entry) => ({
      className: entry.className,
      pageId: entry.pageId,
      cells: Object.fromEntries(
        frameworks.map((framework) => {
          const built = framework.vulnerabilities.filter((v) => v.className === entry.className);
          if (built.length === 0) return [framework.className, null];
          const types = [...new Set(built.flatMap((v) => v.types ?? []))];
          return [framework.className, {types, of: entry.types.length}];
        }),
      ),
    }));
}

/** The CustomVulnerability checks a framework defines with its own criteria, by name, in first-seen order. */
export function customChecksOf(framework: FrameworkFacts): string[] {
  return [...new Set(framework.vulnerabilities.filter((v) => v.className === 'CustomVulnerability').map((v) => v.name ?? ''))];
}
