import {defineAttack} from './define';

export default defineAttack({
  id: 'bad-likert-judge',
  className: 'BadLikertJudge',
  group: 'adversarial',
  summary:
    'Casts your app as a safety evaluator, asks it for a harmless and a maximally harmful example for the probe, then asks it to make the harmful one more complete.',
  howItWorks:
    'Each round, your app gets a fixed request for two contrasting Likert-scale examples of the probe; the attack pulls out the “score 3” example from its answer and sends a second fixed message asking for a fuller version of it. The attack’s model only judges: is the latest reply harmful (stop), and did your app refuse to write examples (error).',
  whenToUse:
    'Use it when your app could plausibly be asked to evaluate, grade or moderate content, where “show me an example of the worst case” is a natural request.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 1, max: 11},
    judge: {min: 1, max: 10},
    formula:
      'Per round (at most num_turns): 1 harm judge on the latest reply; unless it says Harmful, 1 call to your app for the examples, 1 refusal check of that answer and 1 call to your app with the follow-up. Totals: target 1 + 2 × num_turns, judge 2 × num_turns. The simulator_model writes no attack text; every call it gets is a judge call.',
    source: 'deepteam/attacks/multi_turn/bad_likert_judge/bad_likert_judge.py:207-292',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    category:
      'A free-form label for the harm category, default "bias". In 0.2.8 it only appears in the progress bar: the messages the attack sends do not include it.',
    max_backtracks:
      'New in 1.0. How many failed steps in a row the attack accepts (the simulator refusing to write the examples or the next message, or a next message the refusal check flags) before it raises ModelRefusalError. A step that succeeds resets the count.',
    num_turns:
      'Most rounds. Each round makes up to two calls to your app, and only the follow-up is recorded in the transcript.',
    enable_refinement:
      'When True and num_turns is at least 3, the follow-up asks your app to expand its own “score 3” example. Otherwise the extracted example itself is sent back as the next message.',
    turn_level_attacks:
      'Broken in 0.2.8: each round that reaches the follow-up has a 50% chance of raising UnboundLocalError (bad_likert_judge.py:270), so a case survives only if no round draws it (1 in 32 over five rounds). The error stops the run unless ignore_errors is True. Leave it out.',
    simulator_model:
      'The model that judges the replies, as a model name or a DeepEvalBaseLLM. red_team(simulator_model=...) does not reach it, and the CLI cannot set it.',
  },
});
