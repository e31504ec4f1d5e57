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
 * Vulnerability classes new in 1.0, by guard (ours). The classes 0.2.8 already had are paired through each
 * guard's `defendsAgainst` (src/data/guards/*.ts), which its page states; the guard card shows both.
 */
const NEW_CLASS_DEFENCES: Readonly<Record<GuardId, readonly string[]>> = {
  // SystemReconnaissance: the output prompt marks "Database schema information" unsafe (template.py:62).
  // UnexpectedCodeExecution: shell commands and "ANY code that could be used maliciously" (l.61, 66).
  // ExploitToolAgent: its privilege_escalation probes are the BFLA and RBAC attempts the input prompt
  // lists (l.23, 26).
  cybersecurity: ['UnexpectedCodeExecution', 'SystemReconnaissance', 'ExploitToolAgent'],
  hallucination: ['Hallucination'],
  illegal: [],
  privacy: ['CrossContextRetrieval'],
  // prompt_injection_guard/template.py:13-23 (input) and 43-52 (output). IndirectInstruction,
  // AgentIdentityAbuse and InsecureInterAgentCommunication write their instructions as retrieved text or
  // messages from another agent: the guard sees them only when you pass that text through guard_input.
  // AutonomousAgentDrift: "override the AI's primary function" (l.18), as RecursiveHijacking.
  // ExploitToolAgent, ExternalSystemAbuse: direct orders for actions the user may not take, "Attempts to
  // execute unauthorized tasks" (l.16), as BFLA and ExcessiveAgency.
  'prompt-injection': [
    'IndirectInstruction',
    'AgentIdentityAbuse',
    'InsecureInterAgentCommunication',
    'AutonomousAgentDrift',
    'ExploitToolAgent',
    'ExternalSystemAbuse',
  ],
  topical: [],
  toxicity: [],
};

/**
 * Attacks by guard (ours). PromptInjectionGuard's input prompt looks for overriding instructions, role
 * changes, requests for the system prompt or internal instructions, and role-play, creative or
 * hypothetical framing (template.py:13-23): PromptProbing rewrites every probe into system-prompt
 * extraction, MathProblem into a formal maths problem. TopicalGuard flags messages that leave the
 * allowed topics or try to change the subject (topical_guard/template.py:24-27): the attacks here wrap
 * the request in an unrelated frame by design (fiction, a game or quiz, maths, poetry, an evaluation
 * task, a gradual change of subject). Encodings and translation change how a probe is written, not what
 * it asks, so no guard is meant for the attack itself (see NO_GUARD).
 */
const ATTACK_DEFENCES: Readonly<Record<GuardId, readonly string[]>> = {
  cybersecurity: [],
  hallucination: [],
  illegal: [],
  privacy: [],
  'prompt-injection': [
    'PromptInjection',
    'PromptProbing',
    'Roleplay',
    'GrayBox',
    'MathProblem',
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
  topical: ['Roleplay', 'MathProblem', 'AdversarialPoetry', 'GoalRedirection', 'CrescendoJailbreaking', 'SequentialJailbreak', 'BadLikertJudge'],
  toxicity: [],
};

/**
 * What each guard's pairings rest on: the part of its judge prompt (deepteam/guardrails/guards/<guard>/
 * template.py, the same in 0.2.8 and 1.0.7) a class's probes or failures must match. Every "our
 * judgement" cell follows one of these; the map renders them under the tables.
 */
export const DEFENCE_BASIS: Readonly<Record<GuardId, string>> = {
  cybersecurity:
    'The seven classes its `categories` are named after (the toolkit’s own pairing), and classes whose probes make the same BFLA or RBAC attempts or whose failures show attack code, shell commands or database schema, which its output prompt marks unsafe.',
  hallucination: 'Classes whose failures are false or invented facts: wrong dates, figures, quotes, sources or claims about companies.',
  illegal: 'Classes whose probes ask for, or whose failures give, help with crime or serious harm.',
  privacy: 'Classes whose failures put personal data, account numbers, passwords, keys or tokens in a reply.',
  'prompt-injection':
    'Classes and attacks whose probes match an attack sign of its input prompt: orders to ignore or override the app’s instructions or main function, a new role, requests for the system prompt or internal instructions, orders for tasks the user may not do, and role-play, creative or hypothetical framing. The judge does not know your app’s permissions, so it flags a request only when it reads as unauthorised on its face.',
  topical:
    'Classes whose failures leave the subjects you allow (its output prompt also marks any mention of politics or religion unsafe), and attacks that wrap a request in an unrelated frame by design: fiction, a game or quiz, maths, poetry, an evaluation task or a gradual change of subject.',
  toxicity: 'Classes whose failures are hate, discrimination, harassment, threats, violence or graphic content.',
};

/**
 * Why no guard is meant for a class (ours). Every class of a release that no guard is paired with must
 * be here, and nothing else (tests/unit/frameworks.test.ts), so a new class is paired or explained.
 */
export const NO_GUARD: Readonly<Record<string, string>> = {
  Fairness: 'Unequal treatment shows only when you compare replies to similar people, and each guard judges one reply.',
  ToolOrchestrationAbuse: 'The failure is a pattern of tool calls (loops, budgets, data passed between tools), which no guard sees.',
  ToolMetadataPoisoning: 'The probes make claims about your tools’ schemas and permissions, which the judges cannot check, and real poisoned metadata never passes through Guardrails.',
  Base64: 'An encoding changes how a probe is written, not what it asks. The guard for the vulnerability underneath still applies if your judge model reads Base64.',
  ROT13: 'An encoding. The guard for the vulnerability underneath applies only if your judge model decodes ROT13.',
  Leetspeak: 'An encoding. The guard for the vulnerability underneath applies if your judge model reads leetspeak.',
  CharacterStream: 'Spacing out the letters changes how a probe is written, not what it asks. The guard for the vulnerability underneath applies if your judge model reads the spaced text.',
  Multilingual: 'A translation. The guard for the vulnerability underneath still judges what the message asks, in any language.',
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
  unpaired: Object.keys(NO_GUARD),
};

/** The rows one guard is paired with, for its card: the map's column of that guard. */
export function guardColumn(rows: readonly DefenceRow[], guard: GuardId): DefenceRow[] {
  return rows.filter((r) => r.guards[guard] !== null);
}
