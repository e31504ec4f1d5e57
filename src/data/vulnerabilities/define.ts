import type {TypeValue, VulnerabilityClass} from '../toolkit';

export type TypeCopy = {
  /** Short label for tables, e.g. "Race". */
  readonly label: string;
  /** One sentence in our words: what this type probes for. */
  readonly description: string;
};

/** Our words about one vulnerability class; the facts come from the generated toolkit data. */
export type VulnerabilityCopy<C extends VulnerabilityClass> = {
  /** Catalogue id: the page slug after `red-teaming-vulnerabilities-` (or `custom`). */
  readonly id: string;
  readonly className: C;
  /** One sentence: the risk in plain words, for overview tables. */
  readonly summary: string;
  /** Every `types` value of the class, exhaustively. */
  readonly types: {readonly [T in TypeValue<C>]: TypeCopy};
  /**
   * What readers type when they look for this class: what it does or what the risk looks like, in their
   * words, written from what the page covers. Indexed with the weight of a title (src/plugins/local-search).
   */
  readonly searchPhrases?: readonly string[];
};

/** Type-checks a vulnerability's copy against its class: a missing or unknown type fails to compile. */
export function defineVulnerability<C extends VulnerabilityClass>(copy: VulnerabilityCopy<C>): VulnerabilityCopy<C> {
  return copy;
}
