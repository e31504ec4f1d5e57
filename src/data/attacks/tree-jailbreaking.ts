import {defineAttack} from './define';

export default defineAttack({
  id: 'tree-jailbreaking',
  className: 'TreeJailbreaking',
  searchPhrases: ["tree search over rewritten prompts", "branching jailbreak with pruning", "tree of attacks", "search many rephrasings for the weakest one", "rate replies 1 to 10 and expand the best", "search bounded by time not turns", "how many calls a tree search makes"],
  group: 'adversarial',
  summary:
    'Searches a tree of rewritten probes, scoring each candidate by how far your app went along with it, and replays the best branch as a conversation.',
  howItWorks:
    'From the probe, the attack’s model writes 2 candidates; each is sent to your app on its own and rated 1 to 10. The best-rated node is expanded next into 2 to 5 children depending on its score, down to max_depth, for at most 50 seconds. The chain of prompts that leads to the best node is then replayed to your app as one conversation.',
  whenToUse:
    'Use it when you want breadth: many differently worded variants of one request, to find the phrasing your app is weakest against, rather than one persistent conversation.',
  cost: {
    simulator: {min: 4, max: 3124},
    target: {min: 1, max: 1568},
    judge: {min: 0, max: 1562},
    formula:
      'Each candidate costs 2 simulator calls (write it, check it is not a refusal) and, unless refused, 1 call to your app and 1 judge rating. The root gets 2 candidates and every other expanded node 2 to 5, so full branching gives at most (5^max_depth − 1) / 2 candidates, plus 1 first call and up to max_depth replay calls to your app. A hard-coded 50-second budget ends the search long before that: real counts depend on your latency, typically tens of candidates.',
    source: 'deepteam/attacks/multi_turn/tree_jailbreaking/tree_jailbreaking.py:187-239, 523-697',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_depth:
      'How many rewrites deep the search may go. Nodes at this depth are scored but not expanded, and it also caps the length of the replayed conversation.',
    turn_level_attacks:
      'Optional list of single-turn attack instances. Each candidate has a 50% chance of being rewritten by one of them, picked at random, before it is checked and sent. In async runs (the default) the stored turns do not record which attack was used. A multi-turn attack in the list raises ValueError.',
    simulator_model:
      'The model that writes the candidates, checks them for refusals and rates your app’s replies, as a model name or a DeepEvalBaseLLM. red_team(simulator_model=...) does not reach it, and the CLI cannot set it.',
  },
  releases: {
    // 1.0: candidates reach your app with their branch's earlier prompts in turns, and the run's simulator model replaces the attack's own (deepteam/attacks/multi_turn/tree_jailbreaking/tree_jailbreaking.py:86-180, 695-705 at e05c8e5).
    '1.0': {
      howItWorks:
        'From the probe, the simulator model writes 2 candidate prompts. Each one that is not a refusal goes to your app, with the earlier prompts of its branch in turns, and the reply is rated 1 to 10. The best-rated node is expanded next into 2 to 5 children depending on its score, down to max_depth, for at most 50 seconds. The chain of prompts that leads to the best node is then replayed to your app as one conversation. Inside a run every call goes to the run’s simulator model.',
      cost: {
        simulator: {min: 4, max: 3124},
        target: {min: 1, max: 1568},
        judge: {min: 0, max: 1562},
        formula:
          'Each candidate costs 2 simulator calls (write it, check it is not a refusal) and, unless refused, 1 call to your app and 1 judge rating. The root gets 2 candidates and every other expanded node 2 to 5, so full branching gives at most (5^max_depth − 1) / 2 candidates, plus 1 first call and up to max_depth replay calls to your app. A hard-coded 50-second budget ends the search long before that: real counts depend on latency, typically tens of candidates. Inside a run every call goes to the run’s simulator model.',
        source: 'deepteam/attacks/multi_turn/tree_jailbreaking/tree_jailbreaking.py:117-180, 346-468, 707-725',
      },
      parameters: {
        turn_level_attacks:
          'Optional list of single-turn attack instances. Each candidate has a 50% chance of being rewritten by one of them, picked at random, before it is checked and sent; one that takes simulator_model adds its own calls and uses up part of the 50 seconds. In async runs (the default) the replayed turns do not record which attack was used. A multi-turn attack in the list raises ValueError.',
        simulator_model:
          'The model that writes the candidates, checks them for refusals and rates your app’s replies when you call progress() or a_progress(); its speed decides how many candidates fit in 50 seconds. Inside red_team(), RedTeamer or deepteam run, the run’s simulator model replaces it, and the attack keeps that model afterwards.',
      },
    },
  },
});
