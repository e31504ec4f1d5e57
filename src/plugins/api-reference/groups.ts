/**
 * The pages of the API reference: one per module group, in reading order, each with the modules whose
 * names it lists. Shared by the build (./model.ts), the sidebars and the tests. A release has a page for a
 * group only when its facts sheet has names in that group (code scanning and the attack engine are 1.0).
 */
import type {ApiGroupId} from './types';

export type ApiGroup = {
  readonly id: ApiGroupId;
  /** Docs page id, e.g. `api-vulnerabilities` (route `/docs/api/vulnerabilities`). */
  readonly docId: string;
  readonly label: string;
};

/** The index page of the reference, at `/docs/api`. */
export const API_INDEX_DOC_ID = 'api-reference';

export const API_GROUPS: readonly ApiGroup[] = [
  {id: 'red-team', docId: 'api-red-team', label: 'Red teaming'},
  {id: 'test-cases-and-results', docId: 'api-test-cases-and-results', label: 'Test cases and results'},
  {id: 'vulnerabilities', docId: 'api-vulnerabilities', label: 'Vulnerabilities'},
  {id: 'attacks', docId: 'api-attacks', label: 'Attacks'},
  {id: 'attack-engine', docId: 'api-attack-engine', label: 'Attack engine'},
  {id: 'frameworks', docId: 'api-frameworks', label: 'Frameworks'},
  {id: 'guardrails', docId: 'api-guardrails', label: 'Guardrails'},
  {id: 'metrics', docId: 'api-metrics', label: 'Metrics'},
  {id: 'cli', docId: 'api-cli', label: 'CLI'},
  {id: 'code-scanning', docId: 'api-code-scanning', label: 'Code scanning'},
];

/**
 * Which group a name belongs to, by the module that defines it: the first prefix that matches wins.
 * A module no rule covers fails the build (./model.ts), so a new package cannot slip out of the reference.
 */
const MODULE_GROUPS: readonly (readonly [string, ApiGroupId])[] = [
  ['deepteam.attacks.attack_engine', 'attack-engine'],
  // CallbackType, the type of every model callback, lives beside the multi-turn attacks.
  ['deepteam.attacks.multi_turn.types', 'red-team'],
  ['deepteam.attacks', 'attacks'],
  ['deepteam.vulnerabilities', 'vulnerabilities'],
  ['deepteam.risks', 'vulnerabilities'],
  ['deepteam.metrics', 'metrics'],
  ['deepteam.guardrails', 'guardrails'],
  ['deepteam.frameworks', 'frameworks'],
  ['deepteam.test_case', 'test-cases-and-results'],
  ['deepeval.test_case', 'test-cases-and-results'],
  ['deepteam.red_teamer.risk_assessment', 'test-cases-and-results'],
  ['deepteam.red_teamer', 'red-team'],
  ['deepteam.red_team', 'red-team'],
  ['deepteam.confident', 'red-team'],
  ['deepteam.errors', 'red-team'],
  ['deepteam.utils', 'red-team'],
  ['deepteam._version', 'red-team'],
  ['deepteam.cli', 'cli'],
  ['deepteam.code_scanner', 'code-scanning'],
  ['deepteam.trace_scanner', 'code-scanning'],
  ['deepteam', 'red-team'],
];

export function groupOfModule(module: string): ApiGroupId {
  const found = MODULE_GROUPS.find(([prefix]) => module === prefix || module.startsWith(`${prefix}.`));
  if (!found) throw new Error(`api-reference: no group for module ${module} (src/plugins/api-reference/groups.ts)`);
  return found[1];
}

export function apiGroup(id: ApiGroupId): ApiGroup {
  return API_GROUPS.find((group) => group.id === id)!;
}

/** The route of a group's page below a release's docs base: `api/vulnerabilities`. */
export const groupSlug = (id: ApiGroupId | null): string => (id ? `api/${id}` : 'api');
