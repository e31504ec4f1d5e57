import {defineAttack} from './define';

export default defineAttack({
  id: 'linear-jailbreaking',
  className: 'LinearJailbreaking',
  searchPhrases: ["iterative jailbreak refined each turn", "multi-turn rewriting from judge feedback", "step by step jailbreak", "rephrase after each refusal until it gives in", "persistent user keeps pushing in one conversation", "judge decides when the chatbot gave in", "send the chat history to my app each turn"],
  group: 'adversarial',
  summary:
    'Holds one conversation with your app and rewrites the probe after every reply, using a judge’s verdict on that reply as feedback.',
  howItWorks:
    'Your app answers the original probe. Then, up to num_turns times, a judge prompt on the attack’s own model decides whether the last reply was jailbroken; if not, the model writes a sharper follow-up, a check makes sure it did not refuse to write one, and the follow-up goes to your app with the conversation so far. It stops at the first reply the judge calls jailbroken.',
  whenToUse:
    'Use it as the first multi-turn attack: its cost is small and bounded by num_turns, it passes your callback the full history on every turn, and it shows whether persistence alone wears down your refusals.',
  cost: {
    simulator: {min: 0, max: 10},
    target: {min: 1, max: 6},
    judge: {min: 1, max: 5},
    formula:
      'Per round (at most num_turns): 1 judge call on the latest reply; unless it says jailbroken, 2 simulator calls (write the follow-up, check it is not a refusal) and 1 call to your app. Totals: target 1 + num_turns, judge num_turns, simulator 2 × num_turns. Judge and simulator calls both go to the attack’s simulator_model; the last reply is judged only by the vulnerability’s metric.',
    source: 'deepteam/attacks/multi_turn/linear_jailbreaking/linear_jailbreaking.py:194-262',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    num_turns:
      'Most follow-up rounds after the first reply. Each round can add one message to the conversation, so the transcript holds at most 1 + num_turns exchanges.',
    turn_level_attacks:
      'Optional list of single-turn attack instances. Before each follow-up is sent, there is a 50% chance that one of them, picked at random, rewrites it; the assistant turn then records that attack’s name. A multi-turn attack in the list raises ValueError.',
    simulator_model:
      'The model that judges each reply and writes each follow-up, as a model name or a DeepEvalBaseLLM. red_team(simulator_model=...) does not reach it, and the CLI cannot set it.',
  },
  releases: {
    // 1.0: inside a run the run's simulator model replaces the attack's own (deepteam/attacks/multi_turn/linear_jailbreaking/linear_jailbreaking.py:65-169 at e05c8e5).
    '1.0': {
      howItWorks:
        'Your app answers the probe. Then, up to num_turns times, a judge prompt decides whether the latest reply was jailbroken; if not, the simulator model writes a sharper follow-up from the conversation and the judge’s suggestion, a check makes sure it did not refuse to write one (a refusal raises ModelRefusalError), and the follow-up goes to your app with the conversation so far. It stops at the first reply the judge calls jailbroken. Inside a run all three prompts go to the run’s simulator model.',
      cost: {
        simulator: {min: 0, max: 10},
        target: {min: 1, max: 6},
        judge: {min: 1, max: 5},
        formula:
          'Per round (at most num_turns): 1 judge call on the latest reply; unless it says jailbroken, 2 simulator calls (write the follow-up, check it is not a refusal) and 1 call to your app. Totals: target 1 + num_turns, judge num_turns, simulator 2 × num_turns, 21 calls at the default of 5. Inside a run, judge and simulator calls go to the run’s simulator model; the last reply is judged only by the vulnerability’s metric. Turn-level attacks that call a model add their own calls.',
        source: 'deepteam/attacks/multi_turn/linear_jailbreaking/linear_jailbreaking.py:105-169',
      },
      parameters: {
        turn_level_attacks:
          'Optional list of single-turn attack instances. Before each follow-up is sent, there is a 50% chance that one of them, picked at random, rewrites it; the assistant turn then records that attack’s name. One that takes simulator_model gets the attack’s current model and adds its own calls (3 to 9 for Roleplay); one that raises leaves the follow-up unchanged. A multi-turn attack in the list raises ValueError.',
        simulator_model:
          'The model that judges each reply and writes each follow-up when you call progress() or a_progress(). Inside red_team(), RedTeamer or deepteam run, the run’s simulator model replaces it (red_team(simulator_model=...), the RedTeamer constructor’s, or models.simulator), and the attack keeps that model afterwards.',
      },
    },
  },
});
