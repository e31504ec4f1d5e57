import type {AttackClass, AttackParamNameAny} from '../toolkit';
import type {ToolkitVersion} from '../versions';

/** Constructor parameter names of one attack class in any release that has it, from the generated facts. */
export type AttackParamName<C extends AttackClass> = AttackParamNameAny<C>;

/**
 * Model calls that ONE enhancement of ONE baseline probe makes, read from the release's source, at the
 * attack's default parameters. `min`/`max` bound the count (multi-turn attacks stop early on success);
 * `formula` says how it scales with the parameters, in words and symbols.
 */
export type CallCount = {readonly min: number; readonly max: number};
export type AttackCost = {
  /** Calls to the attack's simulator model (the model that rewrites or plans the probe). */
  readonly simulator: CallCount;
  /** Calls to your model_callback made inside the attack (not the final call red_team makes). */
  readonly target: CallCount;
  /** Judge calls made inside the attack (not the vulnerability's metric, which red_team runs once). */
  readonly judge: CallCount;
  /** How the counts scale with the parameters, e.g. "up to 1 + max_retries simulator calls". */
  readonly formula: string;
  /** Where in the release's source the counts come from, e.g. "deepteam/attacks/single_turn/gray_box/gray_box.py:40-71". */
  readonly source: string;
};

/** Our words about one attack class; the facts (import, parameters, defaults) come from the generated data. */
export type AttackCopy<C extends AttackClass> = {
  /** Catalogue id: the page slug after `red-teaming-adversarial-attacks-` or `red-teaming-agentic-attacks-`. */
  readonly id: string;
  readonly className: C;
  /** Which sidebar group and overview the attack belongs to. */
  readonly group: 'adversarial' | 'agentic';
  /** One sentence: what the attack does to a probe, for overview tables and cards. */
  readonly summary: string;
  /** Two or three sentences: the mechanism, for the at-a-glance card. */
  readonly howItWorks: string;
  /** One or two sentences: when a reader should reach for it. */
  readonly whenToUse: string;
  readonly cost: AttackCost;
  /**
   * What every constructor parameter does, in our words, in every release that has it: a missing or
   * unknown parameter fails to compile.
   */
  readonly parameters: {readonly [P in AttackParamName<C>]: string};
  /**
   * Where a release differs from the texts above: its own cost, or its own words for a parameter whose
   * behaviour changed. A release without an entry uses the texts above.
   */
  readonly releases?: Partial<Record<ToolkitVersion, AttackReleaseCopy<C>>>;
  /**
   * What readers type when they look for this class: what it does or what the risk looks like, in their
   * words, written from what the page covers. Indexed with the weight of a title (src/plugins/local-search).
   */
  readonly searchPhrases?: readonly string[];
};

export type AttackReleaseCopy<C extends AttackClass> = {
  readonly summary?: string;
  readonly cost?: AttackCost;
  readonly parameters?: {readonly [P in AttackParamName<C>]?: string};
  readonly howItWorks?: string;
  readonly whenToUse?: string;
};

/** Type-checks an attack's copy against its class. */
export function defineAttack<C extends AttackClass>(copy: AttackCopy<C>): AttackCopy<C> {
  return copy;
}

/**
 * 1.0 cost of the agentic single-turn attacks: each try asks the simulator model for a rewrite, then
 * whether it is a refusal and whether it has the attack's shape, for up to max_retries tries.
 */
export function simulatorRewriteCost(source: string, defaultRetries: number): AttackCost {
  return {
    simulator: {min: 3, max: 3 * defaultRetries},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula: `3 simulator calls per try (rewrite, refusal check, shape check), up to max_retries tries (default ${defaultRetries}): 3 to 3 × max_retries. Stops at the first rewrite that passes both checks; max_retries=0 makes no calls.`,
    source,
  };
}

/** 1.0 text of max_retries for the same attacks. */
export const SIMULATOR_REWRITE_RETRIES =
  'How many rewrites enhance() asks the simulator model for; each costs three simulator calls. After that many failed checks the probe goes out unchanged, still labelled with this attack. With 0 no model is called.';
