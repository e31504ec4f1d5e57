import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'goal-redirection',
  className: 'GoalRedirection',
  searchPhrases: ["harmful step framed as a good cause", "redirect the agent's goal", "worthy goal justification", "agent talked into a new objective", "audit or training exercise used as an excuse", "harmful step justified as fraud prevention", "agent plans towards an attacker's aim"],
  group: 'agentic',
  summary: 'Wraps the probe in a notice that recasts it as a refined or widened version of the agent’s own goal.',
  howItWorks:
    'enhance() picks at random from a list of six template slots: ambiguous framing, constraint confusion, goal drift, scope expansion and operational alignment, which fills two slots. Each presents the probe as part of the mission rather than a departure from it. No model is called.',
  whenToUse:
    'Use it on agents that plan several steps towards a goal, paired with Robustness hijacking or ExcessiveAgency autonomy, to check that the goal set by the operator outranks the one in the message.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: one random.choice over six template slots (five distinct templates). Up to max_retries tries, but the first one always returns for a text probe.',
    source: 'deepteam/attacks/single_turn/goal_redirection/goal_redirection.py:14-48',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'How many templates enhance() tries before it gives up and returns the probe unchanged. Every template lengthens a text probe, so the first try succeeds. With 0 the probe goes out unchanged, yet results still name this attack as its attack_method.',
  },
  releases: {
    // 1.0: the simulator model writes the rewrite (deepteam/attacks/single_turn/goal_redirection/goal_redirection.py:35-82 at e05c8e5).
    '1.0': {
      summary: 'The simulator model rewrites the probe as a step towards a worthy-sounding objective, such as research, a defensive test or completeness.',
      howItWorks: 'enhance() asks the simulator model for a rewrite, then asks it whether the rewrite is a refusal and whether it has this attack’s shape. It returns the first rewrite that passes both checks, trying up to max_retries times; otherwise the probe goes out unchanged, still labelled with this attack. The rewrite replaces the probe.',
      cost: simulatorRewriteCost('deepteam/attacks/single_turn/goal_redirection/goal_redirection.py:35-82', 3),
      parameters: {
        weight:
          'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
        max_retries: SIMULATOR_REWRITE_RETRIES,
      },
    },
  },
});
