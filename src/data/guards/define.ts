import type {GuardClass, GuardFacts} from '../toolkit';
import type {VulnerabilityId} from '../vulnerabilities';

/** The constructor parameter names of a guard class, from the generated facts. */
export type GuardParameterName<C extends GuardClass> = GuardFacts[C]['params'][number]['name'];

/**
 * The list a guard earns its judge call in. Every guard can check inputs and outputs; this is our
 * advice, shown on the card and in the overview.
 */
export type GuardPlacement = 'input' | 'output' | 'both';

/**
 * The word a guard's judge prompt asks for when the judge is unsure. The toolkit's `GuardVerdict`
 * accepts both, and `GuardResult.breached` treats both as a breach.
 */
export type UnsureLevel = 'borderline' | 'uncertain';

/** Our words about one guard class; the facts (import, parameters, page) come from the toolkit data. */
export type GuardCopy<C extends GuardClass> = {
  /** Catalogue id: the page slug after `guardrails-`, without `-guard`, e.g. `prompt-injection`. */
  readonly id: string;
  readonly className: C;
  /** One sentence for overview tables: what the guard stops. */
  readonly summary: string;
  /** What the judge model is asked to decide on each kind of check, one sentence each. */
  readonly judges: {
    /** `guard_input(input)`: the user's message alone. */
    readonly input: string;
    /** `guard_output(input, output)`: the reply, with the message for context. */
    readonly output: string;
  };
  readonly placement: GuardPlacement;
  readonly unsureLevel: UnsureLevel;
  /** Where a guard's two prompts, or one prompt's instructions and answer format, disagree on that word. */
  readonly unsureNote?: string;
  /** What each constructor parameter does: a missing or unknown parameter fails to compile. */
  readonly parameters: {readonly [P in GuardParameterName<C>]: string};
  /** Catalogue ids of the vulnerabilities whose failures this guard can stop at runtime. */
  readonly defendsAgainst: readonly VulnerabilityId[];
  /**
   * What readers type when they look for this class: what it does or what the risk looks like, in their
   * words, written from what the page covers. Indexed with the weight of a title (src/plugins/local-search).
   */
  readonly searchPhrases?: readonly string[];
};

/** Type-checks a guard's copy against its class. */
export function defineGuard<C extends GuardClass>(copy: GuardCopy<C>): GuardCopy<C> {
  return copy;
}

/**
 * What the `model` parameter does on every guard. `Guardrails` replaces each guard's model with its
 * own `evaluation_model` when it is built (deepteam/guardrails/guardrails.py:76-93).
 */
export const MODEL_PARAMETER =
  'The judge model for this guard. Inside Guardrails it has no effect: Guardrails replaces it with its own evaluation_model when you build it. Set the model there.';
