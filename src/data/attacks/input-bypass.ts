import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'input-bypass',
  className: 'InputBypass',
  searchPhrases: ["encoded or split request past filters", "bypass keyword filters", "JSON wrapped request", "hex encoded or split string past a blocklist", "agent decodes a hidden request and runs a tool", "keyword filter in front of an agent's tools", "string fragments joined back by the model", "regex filter bypass for agents"],
  group: 'agentic',
  summary: 'Wraps the probe in a notice that claims an exception, so the agent skips the checks it normally runs on a request.',
  howItWorks:
    'enhance() picks one of six fixed templates at random: exception handling, compliance adaptation, security override, operational necessity, emergency bypass or universal exemption. Each says that validation is waived for this one request. No model is called. Its default weight is 2, so red_team() draws it twice as often as a weight-1 attack.',
  whenToUse:
    'Use it on agents that enforce business rules, limits or approvals themselves, to check that a claimed exception never replaces the check.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: one random.choice over six string templates. Up to max_retries tries, but the first one always returns for a text probe.',
    source: 'deepteam/attacks/single_turn/input_bypass/input_bypass.py:14-44',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 2.',
    max_retries:
      'How many templates enhance() tries before it gives up and returns the probe unchanged. Every template lengthens a text probe, so the first try succeeds. With 0 the probe goes out unchanged, yet results still name this attack as its attack_method.',
  },
  releases: {
    // 1.0: the simulator model writes the rewrite (deepteam/attacks/single_turn/input_bypass/input_bypass.py:35-82 at e05c8e5).
    '1.0': {
      summary: 'The simulator model hides the probe in Base64 or hex, split variables or a JSON field, with an instruction to decode it, so keyword filters miss it.',
      howItWorks: 'enhance() asks the simulator model for a rewrite, then asks it whether the rewrite is a refusal and whether it has this attack’s shape. It returns the first rewrite that passes both checks, trying up to max_retries times; otherwise the probe goes out unchanged, still labelled with this attack. The rewrite replaces the probe; nothing checks that the encoding is correct.',
      cost: simulatorRewriteCost('deepteam/attacks/single_turn/input_bypass/input_bypass.py:35-82', 3),
      parameters: {
        weight:
          'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 2.',
        max_retries: SIMULATOR_REWRITE_RETRIES,
      },
    },
  },
});
