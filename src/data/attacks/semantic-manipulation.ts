import {defineAttack} from './define';

export default defineAttack({
  id: 'semantic-manipulation',
  className: 'LinguisticConfusion',
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
});
