/**
 * The guard catalogue: generated facts joined with our copy, one entry per guard class of the toolkit.
 * The guard cards, parameter tables, the overview on the introduction page and the Guardrails part of
 * the sidebar render from here.
 */
import {releaseFacts, type GuardClass, type Parameter} from '../toolkit';
import {DEFAULT_VERSION} from '../versions';
import type {GuardCopy, GuardPlacement, UnsureLevel} from './define';
import type {VulnerabilityId} from '../vulnerabilities';

import cybersecurity from './cybersecurity';
import hallucination from './hallucination';
import illegal from './illegal';
import privacy from './privacy';
import promptInjection from './prompt-injection';
import topical from './topical';
import toxicity from './toxicity';

/** Every guard, in the order of their sidebar labels. */
export const GUARD_IDS = [
  'cybersecurity',
  'hallucination',
  'illegal',
  'privacy',
  'prompt-injection',
  'topical',
  'toxicity',
] as const;

export type GuardId = (typeof GUARD_IDS)[number];

/** The copy of any one class (a union over classes, so each entry is checked against its own class). */
type AnyCopy = {[C in GuardClass]: GuardCopy<C>}[GuardClass];

const COPY = {
  cybersecurity,
  hallucination,
  illegal,
  privacy,
  'prompt-injection': promptInjection,
  topical,
  toxicity,
} satisfies Record<GuardId, AnyCopy>;

/**
 * Every guard class has copy: a class missing from COPY fails to compile here. (`satisfies` above checks
 * each entry; this checks the other direction.)
 */
type CoveredClasses = (typeof COPY)[GuardId]['className'];
const EVERY_CLASS_HAS_COPY: [GuardClass] extends [CoveredClasses] ? true : never = true;
void EVERY_CLASS_HAS_COPY;

/**
 * How a guard decides whether it checks a message or a reply. In 0.2.8 six guards follow the method
 * Guardrails calls (guard_input for input_guards, guard_output for output_guards) and reset their
 * guard_type on each call. CybersecurityGuard keeps the guard_type given to its constructor.
 */
export type CheckChosenBy = 'list' | 'guard_type';

/** Judge-model calls one guard makes per check (deepteam/guardrails/guards/base_guard.py:39-68). */
export const MODEL_CALLS_PER_CHECK = 1;

export type Guard = {
  readonly id: GuardId;
  readonly className: GuardClass;
  readonly importStatement: string;
  /** The guard's `__name__`, which is also the `name` of its verdicts, e.g. "Toxicity Guard". */
  readonly displayName: string;
  readonly summary: string;
  readonly judges: GuardCopy<GuardClass>['judges'];
  readonly placement: GuardPlacement;
  readonly checkChosenBy: CheckChosenBy;
  readonly unsureLevel: UnsureLevel;
  readonly unsureNote: string | null;
  readonly parameters: readonly Parameter[];
  /** What each parameter does, by name. */
  readonly parameterDocs: Readonly<Record<string, string>>;
  readonly defendsAgainst: readonly VulnerabilityId[];
  readonly pageId: string;
  /** Readers' words for the guard, for search. */
  readonly searchPhrases: readonly string[];
};

function toEntry(id: GuardId): Guard {
  const copy: AnyCopy = COPY[id];
  // Guards did not change after 0.2.8; every release's facts say the same (tests/unit/guards.test.ts).
  const facts = releaseFacts(DEFAULT_VERSION).guards[copy.className]!;
  const parameters = facts.params as readonly Parameter[];
  return {
    id,
    className: copy.className,
    importStatement: facts.importStatement,
    displayName: facts.displayName,
    summary: copy.summary,
    judges: copy.judges,
    placement: copy.placement,
    checkChosenBy: parameters.some((p) => p.name === 'guard_type') ? 'guard_type' : 'list',
    unsureLevel: copy.unsureLevel,
    unsureNote: copy.unsureNote ?? null,
    parameters,
    parameterDocs: copy.parameters as Readonly<Record<string, string>>,
    defendsAgainst: copy.defendsAgainst,
    pageId: facts.pageId ?? `guardrails-${id}-guard`,
    searchPhrases: copy.searchPhrases ?? [],
  };
}

export const GUARDS: readonly Guard[] = GUARD_IDS.map(toEntry);

const BY_ID = new Map(GUARDS.map((entry) => [entry.id, entry]));

export function isGuardId(id: string): id is GuardId {
  return BY_ID.has(id as GuardId);
}

/** Looks up an entry; throws with the list of ids, so a typo in an MDX page fails the build. */
export function getGuard(id: string): Guard {
  const entry = BY_ID.get(id as GuardId);
  if (!entry) {
    throw new Error(`Unknown guard id "${id}". Known ids: ${GUARD_IDS.join(', ')}`);
  }
  return entry;
}

export type {GuardCopy, GuardPlacement, UnsureLevel} from './define';
export {defineGuard} from './define';
