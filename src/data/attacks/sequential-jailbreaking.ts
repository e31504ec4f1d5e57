import {defineAttack} from './define';

export default defineAttack({
  id: 'sequential-jailbreaking',
  className: 'SequentialJailbreak',
  searchPhrases: ["hide the request in a dialogue or game", "question list jailbreak", "scenario built over turns", "finish the next line of a story", "crime-themed game design questions", "detective game with a hidden note", "student or prisoner dialogue scene", "fiction completion jailbreak"],
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
  releases: {
    // 1.0: adaptive scenes and an improved request each turn, a harmful reply stops sync and async runs alike, turn_level_attacks works (deepteam/attacks/multi_turn/sequential_break/sequential_break.py:85-356 at e05c8e5).
    '1.0': {
      summary:
        'Hides the probe inside a scripted scene (a dialogue between two characters, a game-design question list or a detective game), and after each reply sharpens the request and writes a new scene.',
      howItWorks:
        'Each turn, the simulator model paraphrases the current request as a story element. On the first turn a fixed template wraps it in the chosen scene; from the second turn the model writes a new scene of the same kind from the previous one and your app’s reply. Your app is asked for the missing part: a character’s next line, the designer’s answers or the solution to each level. A refusal check and a harm judge read each reply: a refusal or a harmful reply ends the attack, otherwise the model writes an improved request for the next turn.',
      cost: {
        simulator: {min: 1, max: 14},
        target: {min: 2, max: 6},
        judge: {min: 1, max: 10},
        formula:
          'Per turn (at most num_turns): 1 simulator call to paraphrase, plus 1 for a new scene from the second turn on; 1 call to your app; 1 refusal check of its reply; then, unless it refused, 1 harm judge and, unless that finds harm, 1 simulator call for the improved request. Totals: target 1 + num_turns, judge 2 × num_turns, simulator 3 × num_turns − 1 (14 at the default of 5). Inside a run every call goes to the run’s simulator model. Turn-level attacks that call a model add their own calls.',
        source: 'deepteam/attacks/multi_turn/sequential_break/sequential_break.py:126-356',
      },
      parameters: {
        type:
          'The scene: "dialogue" (the default when None), "question_bank" (seven questions about a crime-themed VR game, the paraphrase as the fifth) or "game_environment" (a five-level detective game, the paraphrase on a note in level 3). The fixed template is used on the first turn only; from the second turn the simulator model writes a new scene of the same kind.',
        turn_level_attacks:
          'Optional list of single-turn attack instances; it works since 1.0.1. Before each scene is sent, there is a 50% chance that one of them, picked at random, rewrites the whole message; the reply turn records its name. One that takes simulator_model gets the attack’s current model and adds its own calls; one that raises leaves the message unchanged. A multi-turn attack in the list raises ValueError.',
        simulator_model:
          'The model that paraphrases, writes the scenes and improved requests and judges the replies when you call progress() or a_progress(). Inside red_team(), RedTeamer or deepteam run, the run’s simulator model replaces it (red_team(simulator_model=...), the RedTeamer constructor’s, or models.simulator), and the attack keeps that model afterwards.',
      },
    },
  },
});
