/** The attack catalogue: generated facts plus one sentence of our own per attack. */
import {TOOLKIT_FACTS, type AttackClass, type Parameter} from './toolkit';

const SUMMARIES: Record<AttackClass, string> = {
  Base64: 'Sends the probe Base64-encoded, testing whether filters only read plain text.',
  GrayBox: 'Rewrites the probe as someone who seems to know how the app works inside.',
  Leetspeak: 'Swaps letters for look-alike digits so keyword filters miss the request.',
  MathProblem: 'Hides the request inside a maths or logic exercise.',
  Multilingual: 'Translates the probe into a lower-resource language, chosen at random.',
  PromptInjection: 'Wraps the probe in text that tells the model to ignore its instructions.',
  PromptProbing: 'Reworks the probe to coax out hidden instructions and configuration.',
  Roleplay: 'Casts the request as a scene for a persona and role you choose.',
  ROT13: 'Sends the probe with every letter rotated by 13 places.',
  SystemOverride: 'Dresses the probe up as a message from the system or an administrator.',
  PermissionEscalation: 'Claims elevated rights so an agent acts beyond its permissions.',
  LinguisticConfusion: 'Uses ambiguous or contradictory wording to blur what is being asked.',
  InputBypass: 'Frames the probe as an exception that skips the usual checks.',
  ContextPoisoning: 'Plants false background facts that steer the agent’s later decisions.',
  GoalRedirection: 'Reframes the agent’s goal so the harmful action looks like the task.',
  CrescendoJailbreaking: 'Starts harmless and escalates over many rounds, backing off after refusals.',
  LinearJailbreaking: 'Refines one probe turn after turn using the judge’s feedback.',
  TreeJailbreaking: 'Explores a branching tree of variants and keeps the most promising.',
  SequentialJailbreak: 'Embeds the request in a dialogue, question bank or game that unfolds over turns.',
  BadLikertJudge: 'Has the target rate harmfulness on a scale, then write an example that scores high.',
};

export type Attack = {
  readonly className: AttackClass;
  readonly importStatement: string;
  readonly displayName: string;
  readonly turns: 'single' | 'multi';
  readonly summary: string;
  readonly parameters: readonly Parameter[];
  readonly inCli: boolean;
  readonly inOwaspTop10: boolean;
  readonly pageId: string | null;
};

export const ATTACKS: readonly Attack[] = (Object.keys(TOOLKIT_FACTS.attacks) as AttackClass[]).map(
  (className) => {
    const facts = TOOLKIT_FACTS.attacks[className];
    return {
      className,
      importStatement: facts.importStatement,
      displayName: facts.getName,
      turns: facts.turns,
      summary: SUMMARIES[className],
      parameters: facts.params as readonly Parameter[],
      inCli: facts.inCli,
      inOwaspTop10: facts.inOwaspTop10,
      pageId: facts.pageId,
    };
  },
);
