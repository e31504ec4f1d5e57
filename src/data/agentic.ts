/**
 * The agentic vulnerability pages, in sidebar order (alphabetical by label). Two document real classes
 * (in 0.2.8 and 1.0) and follow the vulnerability shape; the other fourteen are concept pages for risks
 * that have no class of their name in 0.2.8 or 1.0 and follow the concept shape (PAGE_SHAPES in ./pageShapes).
 */
export type AgenticPageKind = 'class' | 'concept';

export type AgenticVulnerabilityPage = {
  /** Docs page id. */
  readonly id: `red-teaming-agentic-vulnerabilities-${string}`;
  readonly kind: AgenticPageKind;
};

export const AGENTIC_VULNERABILITY_PAGES = [
  {id: 'red-teaming-agentic-vulnerabilities-context-amnesia', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-context-hallucination', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-data-exfiltration', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-decision-manipulation', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-direct-control-hijacking', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-goal-interpretation', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-goal-interpretation-drift', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-goal-theft', kind: 'class'},
  {id: 'red-teaming-agentic-vulnerabilities-hierarchical-goal', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-induced-hallucination', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-memory-poisoning', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-permission-escalation', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-recursive-hijacking', kind: 'class'},
  {id: 'red-teaming-agentic-vulnerabilities-role-inheritance', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-semantic-manipulation', kind: 'concept'},
  {id: 'red-teaming-agentic-vulnerabilities-temporal-attack', kind: 'concept'},
] as const satisfies readonly AgenticVulnerabilityPage[];

/** The ordered page ids, for the sidebar. */
export const AGENTIC_VULNERABILITY_PAGE_IDS: readonly string[] = AGENTIC_VULNERABILITY_PAGES.map((page) => page.id);
