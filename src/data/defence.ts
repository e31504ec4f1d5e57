/**
 * The defence map: which of the seven guards is meant to catch which vulnerability and which attack.
 * Only one pairing is the toolkit's own: CybersecurityGuard's `categories` are CyberattackCategory
 * members named after seven vulnerability classes (deepteam/guardrails/guards/cybersecurity_guard/
 * cybersecurity_guard.py:12-19). Every other pairing is our judgement, from what each guard's judge
 * prompt asks for (deepteam/guardrails/guards/<guard>/template.py) against what each class probes.
 */
import {GUARDS, type Guard, type GuardId} from './guards';

export type DefenceBasis = 'toolkit' | 'ours';

/** CyberattackCategory values, which name vulnerability classes (the toolkit's own mapping). */
const CYBERATTACK_CATEGORY_CLASSES = ['BFLA', 'BOLA', 'DebugAccess', 'RBAC', 'ShellInjection', 'SQLInjection', 'SSRF'] as const;

/**
 * Vulnerability classes new in 1.0, by guard (ours). The 0.2.8 classes' pairings are each guard's
 * `defendsAgainst`, which its page states.
 */
const NEW_CLASS_DEFENCES: Readonly<Record<GuardId, readonly string[]>> = {
  cybersecurity: ['UnexpectedCodeExecution', 'SystemReconnaissance'],
  hallucination: ['Hallucination'],
  illegal: [],
  privacy: ['CrossContextRetrieval'],
  // Only when you also pass retrieved documents and tool results through guard_input: it judges one text.
  'prompt-injection': ['IndirectInstruction', 'AgentIdentityAbuse'],
  topical: [],
  toxicity: [],
};

/**
 * Attacks by guard (ours). PromptInjectionGuard's input prompt looks for overriding instructions, role
 * changes, requests for the system prompt and creative or hypothetical framing; encoded text reaches it
 * encoded, so the encodings depend on the judge model reading them. TopicalGuard flags messages that
 * leave the allowed topics, which the framing attacks do by design.
 */
const ATTACK_DEFENCES: Readonly<Record<GuardId, readonly string[]>> = {
  cybersecurity: [],
  hallucination: [],
  illegal: [],
  privacy: [],
  'prompt-injection': [
    'PromptInjection',
    'Roleplay',
    'GrayBox',
    'SystemOverride',
    'PermissionEscalation',
    'GoalRedirection',
    'InputBypass',
    'LinguisticConfusion',
    'ContextPoisoning',
    'AuthorityEscalation',
    'EmotionalManipulation',
    'SyntheticContextInjection',
    'EmbeddedInstructionJSON',
    'ContextFlooding',
    'AdversarialPoetry',
    'LinearJailbreaking',
    'TreeJailbreaking',
    'CrescendoJailbreaking',
    'SequentialJailbreak',
    'BadLikertJudge',
  ],
  topical: ['Roleplay', 'MathProblem', 'AdversarialPoetry', 'GoalRedirection', 'CrescendoJailbreaking'],
  toxicity: [],
};

export type DefenceRow = {
  readonly className: string;
  readonly pageId: string | null;
  /** By guard id: why the guard is paired with the class, or null when it is not. */
  readonly guards: Readonly<Record<GuardId, DefenceBasis | null>>;
};

type Entry = {readonly id?: string; readonly className: string; readonly pageId: string | null};

function row(entry: Entry, basis: (guard: Guard) => DefenceBasis | null): DefenceRow {
  return {
    className: entry.className,
    pageId: entry.pageId,
    guards: Object.fromEntries(GUARDS.map((guard) => [guard.id, basis(guard)])) as Record<GuardId, DefenceBasis | null>,
  };
}

/** One row per built-in vulnerability class of a release (CustomVulnerability is yours to pair). */
export function vulnerabilityDefences(vulnerabilities: readonly (Entry & {readonly id: string})[]): DefenceRow[] {
  return vulnerabilities
    .filter((v) => v.className !== 'CustomVulnerability')
    .map((v) =>
      row(v, (guard) => {
        if (guard.id === 'cybersecurity' && (CYBERATTACK_CATEGORY_CLASSES as readonly string[]).includes(v.className)) return 'toolkit';
        const ours = (guard.defendsAgainst as readonly string[]).includes(v.id) || NEW_CLASS_DEFENCES[guard.id].includes(v.className);
        return ours ? 'ours' : null;
      }),
    );
}

/** One row per attack class of a release. */
export function attackDefences(attacks: readonly Entry[]): DefenceRow[] {
  return attacks.map((a) => row(a, (guard) => (ATTACK_DEFENCES[guard.id].includes(a.className) ? 'ours' : null)));
}

/** Every class name the map pairs, for the unit test that checks them against the facts. */
export const MAPPED_CLASS_NAMES = {
  vulnerabilities: [...CYBERATTACK_CATEGORY_CLASSES, ...Object.values(NEW_CLASS_DEFENCES).flat()],
  attacks: Object.values(ATTACK_DEFENCES).flat(),
};
