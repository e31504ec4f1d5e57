import {defineAttack} from './define';

export default defineAttack({
  id: 'crescendo-jailbreaking',
  className: 'CrescendoJailbreaking',
  searchPhrases: ["escalating conversation attack", "start harmless and escalate", "multi-turn escalation with backtracking", "gradual questions that build to a harmful answer", "chatbot gives in after many polite messages", "roll back refused turns and try another angle", "escalation against a chat app that keeps state", "cost of a long escalating conversation"],
  group: 'adversarial',
  summary:
    'Plans a run of harmless-looking questions that climb towards the probe’s goal, and backs off and rephrases when your app refuses.',
  howItWorks:
    'The attack’s model plays an attacker that writes one question per round. Each question goes to your app on its own, a refusal judge reads the reply, and a success judge scores it from 0 to 100. A refusal is taken back and retried without using up a round, until max_backtracks refusals end the attack; a success score of exactly 100 ends it early.',
  whenToUse:
    'Use it when your app keeps state between messages (a session or a memory) and you want to know whether a slow, polite escalation gets further than a direct request.',
  cost: {
    simulator: {min: 1, max: 19},
    target: {min: 2, max: 20},
    judge: {min: 2, max: 29},
    formula:
      'The loop runs at most max_rounds + max_backtracks − 1 times, because refused rounds are retried and the max_backtracks-th refusal stops it. Each pass: 1 simulator call (next question), 1 call to your app, 1 refusal judge, and 1 success judge unless refused. Totals: target 1 + passes, simulator = passes, judge up to passes + max_rounds. All judge calls go to the attack’s simulator_model.',
    source: 'deepteam/attacks/multi_turn/crescendo_jailbreaking/crescendo_jailbreaking.py:286-417',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_rounds:
      'How many answered, non-refused rounds the attack may use. Refused rounds do not count towards it.',
    max_backtracks:
      'How many refusals the attack tolerates. Each refusal below the limit is removed from the transcript and retried; the refusal that reaches the limit ends the attack and stays in the transcript.',
    turn_level_attacks:
      'Optional list of single-turn attack instances. Before each question is sent, there is a 50% chance that one of them, picked at random, rewrites it; the assistant turn then records that attack’s name. A multi-turn attack in the list raises ValueError.',
    simulator_model:
      'The model that plays the attacker and both judges, as a model name or a DeepEvalBaseLLM. red_team(simulator_model=...) does not reach it, and the CLI cannot set it.',
  },
  releases: {
    // 1.0: questions reach your app with the conversation in turns, and the run's simulator model replaces the attack's own (deepteam/attacks/multi_turn/crescendo_jailbreaking/crescendo_jailbreaking.py:91-261, 626-638 at e05c8e5).
    '1.0': {
      howItWorks:
        'The simulator model plays an attacker that writes one question per round. Each question goes to your app with the conversation so far in turns, a refusal judge reads the reply, and a success judge scores it from 0 to 100. A refused round is removed from the conversation and retried without using up a round, until max_backtracks refusals end the attack; a success score of exactly 100 ends it early. Inside a run the attacker and both judges run on the run’s simulator model.',
      whenToUse:
        'Use it on chat apps, whether they keep their own session or rebuild context from turns, to see whether a slow, polite escalation gets further than a direct request. Give your callback a turns parameter, or each question reaches your app on its own.',
      cost: {
        simulator: {min: 1, max: 19},
        target: {min: 2, max: 20},
        judge: {min: 2, max: 29},
        formula:
          'The loop runs at most max_rounds + max_backtracks − 1 times (19 at the defaults), because refused rounds are retried and the max_backtracks-th refusal stops it. Each pass: 1 attacker call, 1 call to your app, 1 refusal judge, and 1 success judge unless refused. Totals: target 1 + passes, simulator = passes, judge up to passes + max_rounds. Inside a run all attacker and judge calls go to the run’s simulator model. Turn-level attacks that call a model add their own calls.',
        source: 'deepteam/attacks/multi_turn/crescendo_jailbreaking/crescendo_jailbreaking.py:129-261, 592-678',
      },
      parameters: {
        turn_level_attacks:
          'Optional list of single-turn attack instances. Before each question is sent, there is a 50% chance that one of them, picked at random, rewrites it; the assistant turn then records that attack’s name. One that takes simulator_model gets the attack’s current model and adds its own calls; one that raises leaves the question unchanged. A multi-turn attack in the list raises ValueError.',
        simulator_model:
          'The model that plays the attacker and both judges when you call progress() or a_progress(). Inside red_team(), RedTeamer or deepteam run, the run’s simulator model replaces it (red_team(simulator_model=...), the RedTeamer constructor’s, or models.simulator), and the attack keeps that model afterwards.',
      },
    },
  },
});
