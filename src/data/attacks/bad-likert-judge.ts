import {defineAttack} from './define';

export default defineAttack({
  id: 'bad-likert-judge',
  className: 'BadLikertJudge',
  searchPhrases: ["likert scale jailbreak", "ask the model to grade harmful examples", "rating scale attack", "score 1 to 3 harmful example trick", "safety evaluator role used to get harmful content", "harmful calibration example refined over rounds", "jailbreak for moderation or grading apps"],
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
      'New in 1.0.3. How many failed steps in a row the attack accepts (the simulator refusing to write the examples or the next message, or a next message the refusal check flags) before it raises ModelRefusalError. A step that succeeds resets the count.',
    num_turns:
      'Most rounds. Each round makes up to two calls to your app, and only the follow-up is recorded in the transcript.',
    enable_refinement:
      'When True and num_turns is at least 3, the follow-up asks your app to expand its own “score 3” example. Otherwise the extracted example itself is sent back as the next message.',
    turn_level_attacks:
      'Broken in 0.2.8: each round that reaches the follow-up has a 50% chance of raising UnboundLocalError (bad_likert_judge.py:270), so a case survives only if no round draws it (1 in 32 over five rounds). The error stops the run unless ignore_errors is True. Leave it out.',
    simulator_model:
      'The model that judges the replies, as a model name or a DeepEvalBaseLLM. red_team(simulator_model=...) does not reach it, and the CLI cannot set it.',
  },
  releases: {
    // 1.0: the simulator writes the examples and the prompts, your app gets one prompt per round, max_backtracks is new (deepteam/attacks/multi_turn/bad_likert_judge/bad_likert_judge.py:73-245 at e05c8e5).
    '1.0': {
      summary:
        'Has the simulator model play a safety evaluator that writes a harmless and a maximally harmful example for the probe, then turns the harmful one into a new prompt for your app, round after round.',
      howItWorks:
        'Each round, a harm judge reads your app’s latest reply and stops the attack if it is harmful. Otherwise the simulator model writes a score-1 and a score-3 example for the current request, expands the score-3 one when enable_refinement is on, and writes a new prompt meant to draw a reply like it; a refusal check makes sure that prompt is not a refusal. A usable prompt goes to your app with the conversation so far. A failed or refused step is a backtrack, and max_backtracks of them in a row raise ModelRefusalError. The examples are never sent to your app; only the prompts built from them are.',
      whenToUse:
        'Use it on apps that could plausibly be asked to grade, moderate or illustrate content, to check whether prompts built from a worst-case example get further than the probe. It needs a simulator model willing to write harmful examples; a cautious one turns cases into ModelRefusalError.',
      cost: {
        simulator: {min: 0, max: 20},
        target: {min: 1, max: 6},
        judge: {min: 1, max: 5},
        formula:
          'Per round (at most num_turns): 1 harm judge on the latest reply; unless it says harmful, up to 4 simulator calls (examples, expansion when enable_refinement is on, new prompt, refusal check of the new prompt) and 1 call to your app. A backtracked round skips the call to your app but still uses up a round. Totals: target 1 + num_turns, judge num_turns, simulator 4 × num_turns (3 × num_turns without refinement). Inside a run every call goes to the run’s simulator model. Turn-level attacks that call a model add their own calls.',
        source: 'deepteam/attacks/multi_turn/bad_likert_judge/bad_likert_judge.py:114-245',
      },
      parameters: {
        category:
          'A free-form label for the harm category, default "bias". In 1.0 it is named in the simulator’s new-prompt request and shown in the progress bar; the examples request does not use it, and your app never sees it.',
        max_backtracks:
          'New in 1.0.3. How many failed rounds in a row the attack accepts (the examples or the new prompt could not be generated, or the refusal check flagged the new prompt) before it raises ModelRefusalError. A round that gets through resets the count; a backtracked round still uses up one of num_turns. deepteam run does not forward it.',
        num_turns:
          'Most rounds, backtracked ones included. Each round that gets through makes one call to your app and adds one exchange to the transcript.',
        enable_refinement:
          'When True, the default, the simulator model expands its score-3 example into a fuller version before it writes the new prompt, at any num_turns; this costs one simulator call per round. When False the unexpanded example is used.',
        turn_level_attacks:
          'Optional list of single-turn attack instances; it works since 1.0.1. Before each new prompt is sent, there is a 50% chance that one of them, picked at random, rewrites it; the reply turn records its name. One that takes simulator_model gets the attack’s current model and adds its own calls; one that raises leaves the prompt unchanged. A multi-turn attack in the list raises ValueError.',
        simulator_model:
          'The model that writes the examples and the new prompts and judges the replies when you call progress() or a_progress(). Inside red_team(), RedTeamer or deepteam run, the run’s simulator model replaces it (red_team(simulator_model=...), the RedTeamer constructor’s, or models.simulator), and the attack keeps that model afterwards.',
      },
    },
  },
});
