/**
 * The attack catalogue: generated facts (import, parameters, defaults, CLI and OWASP membership) joined
 * with our copy, one file per attack class. The overview tables, at-a-glance cards, parameter tables,
 * the sidebar and the plan builder all render from here.
 */
import {releaseFacts, type AttackClass, type AttackClassOf, type Parameter} from '../toolkit';
import {DEFAULT_VERSION, TOOLKIT_VERSIONS, type ToolkitVersion} from '../versions';
import type {AttackCopy, AttackCost} from './define';

import adversarialPoetry from './adversarial-poetry';
import authorityEscalation from './authority-escalation';
import badLikertJudge from './bad-likert-judge';
import base64Encoding from './base64-encoding';
import characterStream from './character-stream';
import contextFlooding from './context-flooding';
import contextPoisoning from './context-poisoning';
import crescendoJailbreaking from './crescendo-jailbreaking';
import embeddedInstructionJson from './embedded-instruction-json';
import emotionalManipulation from './emotional-manipulation';
import goalRedirection from './goal-redirection';
import grayBoxAttack from './gray-box-attack';
import inputBypass from './input-bypass';
import leetspeak from './leetspeak';
import linearJailbreaking from './linear-jailbreaking';
import mathProblem from './math-problem';
import multilingual from './multilingual';
import permissionEscalation from './permission-escalation';
import promptInjection from './prompt-injection';
import promptProbing from './prompt-probing';
import roleplay from './roleplay';
import rot13Encoding from './rot13-encoding';
import semanticManipulation from './semantic-manipulation';
import syntheticContextInjection from './synthetic-context-injection';
import sequentialJailbreaking from './sequential-jailbreaking';
import systemOverride from './system-override';
import treeJailbreaking from './tree-jailbreaking';

/**
 * Catalogue ids in display order: adversarial single-turn, agentic, then multi-turn, each alphabetical.
 * An id is the page slug after `red-teaming-adversarial-attacks-` or `red-teaming-agentic-attacks-`;
 * PromptProbing has no page and keeps the id `prompt-probing`.
 */
export const ATTACK_IDS = [
  'adversarial-poetry',
  'authority-escalation',
  'base64-encoding',
  'character-stream',
  'context-flooding',
  'embedded-instruction-json',
  'emotional-manipulation',
  'gray-box-attack',
  'leetspeak',
  'math-problem',
  'multilingual',
  'prompt-injection',
  'prompt-probing',
  'roleplay',
  'rot13-encoding',
  'synthetic-context-injection',
  'context-poisoning',
  'goal-redirection',
  'input-bypass',
  'permission-escalation',
  'semantic-manipulation',
  'system-override',
  'bad-likert-judge',
  'crescendo-jailbreaking',
  'linear-jailbreaking',
  'sequential-jailbreaking',
  'tree-jailbreaking',
] as const;

export type AttackId = (typeof ATTACK_IDS)[number];

/** The copy of any one class (a union over classes, so each entry is checked against its own class). */
type AnyCopy = {[C in AttackClass]: AttackCopy<C>}[AttackClass];

const COPY = {
  'adversarial-poetry': adversarialPoetry,
  'authority-escalation': authorityEscalation,
  'base64-encoding': base64Encoding,
  'character-stream': characterStream,
  'context-flooding': contextFlooding,
  'embedded-instruction-json': embeddedInstructionJson,
  'emotional-manipulation': emotionalManipulation,
  'synthetic-context-injection': syntheticContextInjection,
  'gray-box-attack': grayBoxAttack,
  leetspeak,
  'math-problem': mathProblem,
  multilingual,
  'prompt-injection': promptInjection,
  'prompt-probing': promptProbing,
  roleplay,
  'rot13-encoding': rot13Encoding,
  'context-poisoning': contextPoisoning,
  'goal-redirection': goalRedirection,
  'input-bypass': inputBypass,
  'permission-escalation': permissionEscalation,
  'semantic-manipulation': semanticManipulation,
  'system-override': systemOverride,
  'bad-likert-judge': badLikertJudge,
  'crescendo-jailbreaking': crescendoJailbreaking,
  'linear-jailbreaking': linearJailbreaking,
  'sequential-jailbreaking': sequentialJailbreaking,
  'tree-jailbreaking': treeJailbreaking,
} satisfies Record<AttackId, AnyCopy>;

/**
 * Compile-time exhaustiveness: every attack class of the toolkit has exactly one copy file. A class
 * without copy makes `MissingClasses` non-empty and this line fails to compile; a second file for the
 * same class is caught by the unit tests (class names are unique).
 */
type MissingClasses = Exclude<AttackClassOf<'0.2.8'> | AttackClassOf<'1.0'>, (typeof COPY)[AttackId]['className']>;
const everyClassHasCopy: [MissingClasses] extends [never] ? true : MissingClasses = true;
void everyClassHasCopy;

/**
 * Keys that `deepteam run` forwards from an attack's YAML entry to its constructor (besides `name`);
 * any other key is ignored. Source: deepteam/cli/main.py:147-168 (`_build_attack`).
 */
export const CLI_ATTACK_KEYS = [
  'weight',
  'type',
  'persona',
  'category',
  'num_turns',
  'enable_refinement',
  'turn_level_attacks',
] as const;

export type AttackGroup = AttackCopy<AttackClass>['group'];

export type Attack = {
  readonly id: AttackId;
  /** The release these facts describe. */
  readonly version: ToolkitVersion;
  readonly className: AttackClass;
  readonly importStatement: string;
  /** What `get_name()` returns, e.g. "ROT-13": the name in results and in `attack_method`. */
  readonly displayName: string;
  readonly turns: 'single' | 'multi';
  /** Sidebar group and overview: adversarial (general) or agentic (aimed at agents). */
  readonly group: AttackGroup;
  readonly summary: string;
  readonly howItWorks: string;
  readonly whenToUse: string;
  readonly cost: AttackCost;
  /** Constructor parameters exactly as in this release, in declaration order. */
  readonly parameters: readonly Parameter[];
  /** Our description of each constructor parameter, by name. */
  readonly parameterDocs: Readonly<Record<string, string>>;
  /** The `weight` default: how often `red_team()` picks this attack relative to the others. */
  readonly defaultWeight: number;
  /** Whether `deepteam run` configs accept the attack (its YAML `name` is the class name). */
  readonly inCli: boolean;
  /** Constructor parameters a YAML entry can set (empty when the CLI does not accept the attack). */
  readonly cliKeys: readonly string[];
  readonly inOwaspTop10: boolean;
  /** 1.0: how easily the toolkit rates the attack succeeding ('low' | 'medium' | 'high'); null in 0.2.8. */
  readonly exploitability: string | null;
  /** 1.0: when the class arrived and how it changed (null in 0.2.8). */
  readonly availability: import('../toolkit').Availability | null;
  /** Docs page id, or null for an attack without a page (PromptProbing). */
  readonly pageId: string | null;
  /** Readers' words for the attack, for search. */
  readonly searchPhrases: readonly string[];
};

function toEntry(id: AttackId, version: ToolkitVersion): Attack | null {
  const copy: AnyCopy = COPY[id];
  if (copy.id !== id) throw new Error(`Attack copy file ${id}.ts declares id "${copy.id}"`);
  const facts = releaseFacts(version).attacks[copy.className];
  if (!facts) return null;
  const release = copy.releases?.[version];
  const parameters = facts.params;
  const weight = parameters.find((p) => p.name === 'weight');
  const cliKeys: readonly string[] = CLI_ATTACK_KEYS;
  const docs = {...(copy.parameters as Readonly<Record<string, string>>), ...(release?.parameters as Readonly<Record<string, string>> | undefined)};
  return {
    id,
    version,
    className: copy.className,
    importStatement: facts.importStatement,
    displayName: facts.getName,
    turns: facts.turns,
    group: copy.group,
    summary: release?.summary ?? copy.summary,
    howItWorks: release?.howItWorks ?? copy.howItWorks,
    whenToUse: release?.whenToUse ?? copy.whenToUse,
    cost: release?.cost ?? copy.cost,
    parameters,
    // Only the parameters this release has.
    parameterDocs: Object.fromEntries(parameters.map((p) => [p.name, docs[p.name] ?? ''])),
    defaultWeight: Number(weight?.default ?? 1),
    inCli: facts.inCli,
    cliKeys: facts.inCli ? parameters.map((p) => p.name).filter((name) => cliKeys.includes(name)) : [],
    inOwaspTop10: facts.inOwaspTop10,
    exploitability: facts.exploitability ?? null,
    availability: facts.availability ?? null,
    pageId: facts.pageId,
    searchPhrases: copy.searchPhrases ?? [],
  };
}

const BY_VERSION = new Map<ToolkitVersion, readonly Attack[]>(
  TOOLKIT_VERSIONS.map((version) => [
    version,
    ATTACK_IDS.flatMap((id) => {
      const entry = toEntry(id, version);
      return entry ? [entry] : [];
    }),
  ]),
);

/** Every attack of one release, in catalogue order. */
export function attacksOf(version: ToolkitVersion = DEFAULT_VERSION): readonly Attack[] {
  return BY_VERSION.get(version)!;
}

/** The attacks of the default release. */
export const ATTACKS: readonly Attack[] = attacksOf(DEFAULT_VERSION);

export function isAttackId(id: string): id is AttackId {
  return (ATTACK_IDS as readonly string[]).includes(id);
}

/** Looks up an entry; throws with the list of ids, so a typo in an MDX page fails the build. */
export function getAttack(id: string, version: ToolkitVersion = DEFAULT_VERSION): Attack {
  const entry = attacksOf(version).find((a) => a.id === id);
  if (!entry) {
    const known = attacksOf(version).map((a) => a.id);
    throw new Error(`Unknown attack id "${id}" in DeepTeam ${version}. Known ids: ${known.join(', ')}`);
  }
  return entry;
}

/** Page ids of the attacks in a group (optionally only single- or multi-turn), in catalogue order. */
export function attackPageIds(group: AttackGroup, turns?: Attack['turns'], version: ToolkitVersion = DEFAULT_VERSION): string[] {
  return attacksOf(version).flatMap((a) =>
    a.pageId !== null && a.group === group && (turns === undefined || a.turns === turns) ? [a.pageId] : [],
  );
}

/** Total model calls of one enhancement (simulator + your app + judge), as a min-max range. */
export function totalCalls(cost: AttackCost): {min: number; max: number} {
  const parts = [cost.simulator, cost.target, cost.judge];
  return {min: parts.reduce((n, p) => n + p.min, 0), max: parts.reduce((n, p) => n + p.max, 0)};
}
