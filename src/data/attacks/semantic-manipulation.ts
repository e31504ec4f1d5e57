import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'semantic-manipulation',
  className: 'LinguisticConfusion',
  searchPhrases: ["dense jargon hides intent", "linguistic confusion attack", "academic or technical wording hides a harmful request", "avoid trigger words like delete or steal", "confirmation step fires only on certain words", "rephrase with jargon to get past a blocklist", "euphemism for a destructive agent action"],
  group: 'agentic',
  summary: 'Wraps the probe in a notice asking the agent to read it loosely, so a risky request passes as a matter of interpretation.',
  howItWorks:
    'The class behind this page is LinguisticConfusion. Its enhance() picks one of six fixed templates at random: semantic ambiguity, syntactic variation, contextual reframing, obfuscation decoding, pragmatic inference or universal translation. Each asks the agent to interpret the probe flexibly; the probe text itself is never rewritten. No model is called.',
  whenToUse:
    'Use it on agents that turn loose natural-language requests into actions, to check that they ask for clarification instead of choosing the most damaging reading.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: one random.choice over six string templates. Up to max_retries tries, but the first one always returns for a text probe.',
    source: 'deepteam/attacks/single_turn/semantic_manipulation/semantic_manipulation.py:14-43',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'How many templates enhance() tries before it gives up and returns the probe unchanged. Every template lengthens a text probe, so the first try succeeds. With 0 the probe goes out unchanged, yet results still name this attack as its attack_method.',
  },
  releases: {
    // 1.0: the simulator model writes the rewrite (deepteam/attacks/single_turn/semantic_manipulation/semantic_manipulation.py:35-84 at e05c8e5).
    '1.0': {
      summary: 'The simulator model rewrites the probe in dense academic or technical jargon that avoids the words a safeguard looks for.',
      howItWorks: 'enhance() asks the simulator model for a rewrite, then asks it whether the rewrite is a refusal and whether it has this attack’s shape. It returns the first rewrite that passes both checks, trying up to max_retries times; otherwise the probe goes out unchanged, still labelled with this attack. The rewrite replaces the probe.',
      cost: simulatorRewriteCost('deepteam/attacks/single_turn/semantic_manipulation/semantic_manipulation.py:35-84', 3),
      parameters: {
        weight:
          'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
        max_retries: SIMULATOR_REWRITE_RETRIES,
      },
    },
  },
});
