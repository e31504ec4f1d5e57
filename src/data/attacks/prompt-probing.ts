import {defineAttack} from './define';

export default defineAttack({
  id: 'prompt-probing',
  className: 'PromptProbing',
  searchPhrases: ["probe for hidden instructions", "coax out the system prompt", "reveal hidden configuration or guardrails", "ask which rules and tools the app has", "extract instructions with indirect questions", "system prompt leak attack"],
  group: 'adversarial',
  summary:
    'Has a model rewrite the probe into a request that tries to draw out your app’s hidden instructions, configuration or guardrails.',
  howItWorks:
    'The simulator model rewrites the probe as a prompt-probing request. Two more calls to the same model check the rewrite: that it did not refuse, and that it really is a prompt-probing request. The first rewrite that passes both checks is sent; if none does within max_retries tries, the original probe is sent unchanged.',
  whenToUse:
    'Use it with PromptLeakage, or any vulnerability where the risk is your app revealing its system prompt, its rules or the names of its tools.',
  cost: {
    simulator: {min: 3, max: 9},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'Each try: 1 simulator call to rewrite the probe, then 2 simulator calls to check the rewrite (not a refusal, is prompt probing). At most max_retries tries: up to 3 × max_retries calls, 0 when max_retries is 0. Inside a run the calls go to the simulator model of the red_team() call (with RedTeamer, the one its constructor got).',
    source: 'deepteam/attacks/single_turn/prompt_probing/prompt_probing.py:84-141',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'How many rewrites the attack tries before it gives up and sends the original probe. Each try costs three simulator calls.',
  },
  releases: {
    // 1.0: a new rewrite prompt with three extraction tricks and the shared refusal check (deepteam/attacks/single_turn/prompt_probing/prompt_probing.py:35-90, template.py at e05c8e5).
    '1.0': {
      howItWorks:
        'The simulator model rewrites the probe as an extraction request, with one of three tricks it picks: asking your app to reformat its instructions (as JSON, a list or Base64), claiming a configuration error and asking for a raw dump, or starting a sentence of a likely rule and asking your app to finish it. Two more prompts on the same model check that the rewrite is not a refusal and is a prompt-probing attack. The first rewrite that passes both is sent; after max_retries failed tries the probe goes out unchanged.',
      cost: {
        simulator: {min: 3, max: 9},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula:
          'Each try: 1 simulator call to rewrite the probe, then 2 to check the rewrite (not a refusal, is prompt probing). At most max_retries tries: 3 to 3 × max_retries calls, 9 at the default of 3, none when max_retries is 0. Inside a run the calls go to the run’s simulator model: red_team(simulator_model=...), or the one given to the RedTeamer constructor.',
        source: 'deepteam/attacks/single_turn/prompt_probing/prompt_probing.py:52-90',
      },
    },
  },
});
