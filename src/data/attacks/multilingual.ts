import {defineAttack} from './define';

export default defineAttack({
  id: 'multilingual',
  className: 'Multilingual',
  group: 'adversarial',
  summary:
    'Has a model translate the probe into Bengali, Swahili or Javanese, picked at random, to test whether your safeguards hold outside English.',
  howItWorks:
    'enhance() picks one of three languages at random and has the simulator model translate the probe into it. Two more prompts on the same model check that the result is not a refusal and is a non-English translation; if either fails it translates again into the same language. There is no parameter to choose the language.',
  whenToUse:
    'Use it on any app that real users can write to in their own language, and on apps whose guardrails or moderation were tuned on English text.',
  cost: {
    simulator: {min: 3, max: 15},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      '3 simulator calls per try (translation, refusal check, translation check), at most max_retries tries: 3 to 3 × max_retries calls, all on the run’s simulator model. No judge calls. max_retries=0 makes no calls and sends the probe unchanged.',
    source: 'deepteam/attacks/single_turn/multilingual/multilingual.py:44-78',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    language:
      'New in 1.0. The language to translate the probe into. None, the default, leaves the choice to the simulator model, which its prompt steers towards low-resource languages and non-Latin scripts.',
    max_retries:
      'Most translate-and-check tries before enhance() gives up and returns the English probe unchanged. Every try uses the language drawn at the start; each costs three simulator calls.',
  },
});
