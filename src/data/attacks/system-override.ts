import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'system-override',
  className: 'SystemOverride',
  searchPhrases: ["fake system emergency", "pretend breach or court order", "override instructions with urgency", "fake critical alert with log headers", "message claims to come from the system", "spoofed security incident to trigger admin tools", "threat that refusing will cause a disaster", "urgent administrator command in the user turn"],
  group: 'agentic',
  summary: 'Wraps the probe in a fake system, admin or maintenance notice so an agent treats it as a trusted command.',
  howItWorks:
    'enhance() picks one of six fixed templates at random: a system override alert, an admin API call, a verified machine identity, an emergency protocol, a maintenance window or a trusted partner integration. Each puts official-looking header lines above the probe and a closing line saying the usual checks are suspended. No model is called.',
  whenToUse:
    'Use it on agents that act on instructions from several sources (users, tools, other services) to check that authority claimed inside a message never unlocks a tool or a rule.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: one random.choice over six string templates. Up to max_retries tries, but the first one always returns for a text probe.',
    source: 'deepteam/attacks/single_turn/system_override/system_override.py:14-48',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'How many templates enhance() tries before it gives up and returns the probe unchanged. Every template lengthens a text probe, so the first try succeeds. With 0 the probe goes out unchanged, yet results still name this attack as its attack_method.',
  },
  releases: {
    // 1.0: the simulator model writes the rewrite (deepteam/attacks/single_turn/system_override/system_override.py:35-83 at e05c8e5).
    '1.0': {
      summary: 'The simulator model rewrites the probe as a critical system alert (a failure, a live attack or a court order) with log-style headers, where refusing looks dangerous.',
      howItWorks: 'enhance() asks the simulator model for a rewrite, then asks it whether the rewrite is a refusal and whether it has this attack’s shape. It returns the first rewrite that passes both checks, trying up to max_retries times; otherwise the probe goes out unchanged, still labelled with this attack. The rewrite replaces the probe; the instruction to the simulator includes the current time and a random process id.',
      cost: simulatorRewriteCost('deepteam/attacks/single_turn/system_override/system_override.py:35-83', 3),
      parameters: {
        weight:
          'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
        max_retries: SIMULATOR_REWRITE_RETRIES,
      },
    },
  },
});
