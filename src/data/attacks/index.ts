/**
 * The attack catalogue: generated facts (import, parameters, defaults, CLI and OWASP membership) joined
 * with our copy, one file per attack class. The overview tables, at-a-glance cards, parameter tables,
 * the sidebar and the plan builder all render from here.
 */
import {TOOLKIT_FACTS, type AttackClass, type Parameter} from '../toolkit';
import type {AttackCopy, AttackCost} from './define';

import badLikertJudge from './bad-likert-judge';
import base64Encoding from './base64-encoding';
import contextPoisoning from './context-poisoning';
import crescendoJailbreaking from './crescendo-jailbreaking';
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
import sequentialJailbreaking from './sequential-jailbreaking';
import systemOverride from './system-override';
import treeJailbreaking from './tree-jailbreaking';

/**
 * Catalogue ids in display order: adversarial single-turn, agentic, then multi-turn, each alphabetical.
 * An id is the page slug after `red-teaming-adversarial-attacks-` or `red-teaming-agentic-attacks-`;
 * PromptProbing has no page and keeps the id `prompt-probing`.
 */
export const ATTACK_IDS = [
  'base64-encoding',
  'gray-box-attack',
  'leetspeak',
  'math-problem',
  'multilingual',
  'prompt-injection',
  'prompt-probing',
  'roleplay',
  'rot13-encoding',
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
  'base64-encoding': base64Encoding,
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
type MissingClasses = Exclude<AttackClass, (typeof COPY)[AttackId]['className']>;
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
  /** Constructor parameters exactly as in 0.2.8, in declaration order. */
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
  /** Docs page id, or null for an attack without a page (PromptProbing). */
  readonly pageId: string | null;
};

function toEntry(id: AttackId): Attack {
  const copy: AnyCopy = COPY[id];
  if (copy.id !== id) throw new Error(`Attack copy file ${id}.ts declares id "${copy.id}"`);
  const facts = TOOLKIT_FACTS.attacks[copy.className];
  const parameters = facts.params as readonly Parameter[];
  const weight = parameters.find((p) => p.name === 'weight');
  const cliKeys: readonly string[] = CLI_ATTACK_KEYS;
  return {
    id,
    className: copy.className,
    importStatement: facts.importStatement,
    displayName: facts.getName,
    turns: facts.turns,
    group: copy.group,
    summary: copy.summary,
    howItWorks: copy.howItWorks,
    whenToUse: copy.whenToUse,
    cost: copy.cost,
    parameters,
    parameterDocs: copy.parameters as Readonly<Record<string, string>>,
    defaultWeight: Number(weight?.default ?? 1),
    inCli: facts.inCli,
    cliKeys: facts.inCli ? parameters.map((p) => p.name).filter((name) => cliKeys.includes(name)) : [],
    inOwaspTop10: facts.inOwaspTop10,
    pageId: facts.pageId,
  };
}

export const ATTACKS: readonly Attack[] = ATTACK_IDS.map(toEntry);

const BY_ID = new Map<string, Attack>(ATTACKS.map((entry) => [entry.id, entry]));

export function isAttackId(id: string): id is AttackId {
  return BY_ID.has(id);
}

/** Looks up an entry; throws with the list of ids, so a typo in an MDX page fails the build. */
export function getAttack(id: string): Attack {
  const entry = BY_ID.get(id);
  if (!entry) throw new Error(`Unknown attack id "${id}". Known ids: ${ATTACK_IDS.join(', ')}`);
  return entry;
}

/** Page ids of the attacks in a group (optionally only single- or multi-turn), in catalogue order. */
export function attackPageIds(group: AttackGroup, turns?: Attack['turns']): string[] {
  return ATTACKS.flatMap((a) =>
    a.pageId !== null && a.group === group && (turns === undefined || a.turns === turns) ? [a.pageId] : [],
  );
}

/** Total model calls of one enhancement (simulator + your app + judge), as a min-max range. */
export function totalCalls(cost: AttackCost): {min: number; max: number} {
  const parts = [cost.simulator, cost.target, cost.judge];
  return {min: parts.reduce((n, p) => n + p.min, 0), max: parts.reduce((n, p) => n + p.max, 0)};
}
