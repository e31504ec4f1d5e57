import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'context-poisoning',
  className: 'ContextPoisoning',
  searchPhrases: ["invented past approval", "fake standing rule in context", "false background for an agent", "false facts saved to agent memory", "agent acts on claims no record backs", "user says a refund was already approved", "fake background paragraph before the request", "poisoned notes or retrieved documents"],
  group: 'agentic',
  summary: 'Wraps the probe in a notice telling the agent to adopt it as background context or memory for what follows.',
  howItWorks:
    'enhance() picks one of six fixed templates at random: environmental context, memory integration, contextual priming, persistent influence, adaptive contextualization or a cross-domain context bridge. Each asks the agent to treat the probe as established context. No model is called, and nothing is written to your agent’s memory. Its default weight is 3, the highest of any attack.',
  whenToUse:
    'Use it on agents with memory, retrieval or shared notes, paired with probes that state false facts, to check whether claimed history changes decisions.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: one random.choice over six string templates. Up to max_retries tries, but the first one always returns for a text probe.',
    source: 'deepteam/attacks/single_turn/context_poisoning/context_poisoning.py:14-48',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 3.',
    max_retries:
      'How many templates enhance() tries before it gives up and returns the probe unchanged. Every template lengthens a text probe, so the first try succeeds. With 0 the probe goes out unchanged, yet results still name this attack as its attack_method.',
  },
  releases: {
    // 1.0: the simulator model writes the rewrite (deepteam/attacks/single_turn/context_poisoning/context_poisoning.py:39-93 at e05c8e5).
    '1.0': {
      summary: 'The simulator model writes a matter-of-fact background paragraph (a past approval, a special system mode, standard procedure) and puts it in front of the probe.',
      howItWorks: 'enhance() asks the simulator model for a rewrite, then asks it whether the rewrite is a refusal and whether it has this attack’s shape. It returns the first rewrite that passes both checks, trying up to max_retries times; otherwise the probe goes out unchanged, still labelled with this attack. Unlike the other agentic attacks it keeps the probe: the paragraph comes first, the probe after it. Its default weight dropped from 3 to 1 in 1.0.5.',
      cost: simulatorRewriteCost('deepteam/attacks/single_turn/context_poisoning/context_poisoning.py:39-93', 5),
      parameters: {
        weight:
          'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
        max_retries: SIMULATOR_REWRITE_RETRIES,
      },
    },
  },
});
