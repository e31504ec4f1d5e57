import {defineAttack} from './define';

export default defineAttack({
  id: 'sequential-jailbreaking',
  className: 'SequentialJailbreak',
  group: 'adversarial',
  summary:
    'Hides the probe inside a scripted scene (a dialogue between two characters, a game-design question list or a detective game) and sends a fresh version each turn.',
  howItWorks:
    'Each turn, the attack’s model paraphrases the probe into a story element, and a fixed template wraps it in the chosen scene, which asks your app to finish the last line or answer the last question. Your app’s reply is checked for a refusal, which ends the attack, and judged harmful or not.',
  whenToUse:
    'Use it to test whether fiction and task framing (“write Sam’s next line”, “fill in level 3 of the game”) get content out of your app that a plain request does not.',
  cost: {
    simulator: {min: 1, max: 5},
    target: {min: 2, max: 6},
    judge: {min: 1, max: 10},
    formula:
      'Per turn (at most num_turns): 1 simulator call (paraphrase), 1 call to your app, 1 refusal check of its reply, and 1 harm judge unless it refused. Totals: target 1 + num_turns, simulator num_turns, judge 2 × num_turns. In async runs (the default) the harm verdict never stops the loop, so only a refusal ends it early. All judge calls go to the attack’s simulator_model.',
    source: 'deepteam/attacks/multi_turn/sequential_break/sequential_break.py:286-430',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    type:
      'The scene: "dialogue" (the default when None), "question_bank" (seven questions about a crime-themed VR game, the probe hidden in the fifth) or "game_environment" (a five-level detective game, the probe on a note in level 3).',
    persona:
      'For type "dialogue" only: who is talking, "student" (the default), "prisoner", "researcher" or "generic". Setting it with another type raises ValueError.',
    num_turns:
      'Most rewritten messages sent after the first reply.',
    turn_level_attacks:
      'Broken in 0.2.8: each turn has a 50% chance of raising UnboundLocalError before its message is sent (sequential_break.py:348), so a case survives only if no turn draws it (1 in 32 over five turns). The error stops the run unless ignore_errors is True. Leave it out.',
    simulator_model:
      'The model that paraphrases the probe and judges the replies, as a model name or a DeepEvalBaseLLM. red_team(simulator_model=...) does not reach it, and the CLI cannot set it.',
  },
});
