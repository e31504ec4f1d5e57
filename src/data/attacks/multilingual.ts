import {defineAttack} from './define';

export default defineAttack({
  id: 'multilingual',
  className: 'Multilingual',
  searchPhrases: ["probe written in a different language", "non-English jailbreak", "low-resource language attack", "translate the prompt into Zulu or Bengali", "refusals only hold in English", "English-only keyword filter misses translations", "choose which language the probe is written in"],
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
      'New in 1.0.6. The language to translate the probe into. None, the default, leaves the choice to the simulator model, which its prompt steers towards low-resource languages and non-Latin scripts.',
    max_retries:
      'Most translate-and-check tries before enhance() gives up and returns the English probe unchanged. Every try uses the language drawn at the start; each costs three simulator calls.',
  },
  releases: {
    // 1.0: new language parameter, the simulator picks the language when it is None, and an English reply instruction is appended (deepteam/attacks/single_turn/multilingual/multilingual.py:47-92, 147-148 at e05c8e5).
    '1.0': {
      summary:
        'Has a model translate the probe into a language you name, or one it picks with a bias towards low-resource languages and non-Latin scripts, and asks for the answer back in English.',
      howItWorks:
        'enhance() asks the simulator model to translate the probe into language or, with language=None, into a language it picks per probe, such as Zulu, Scots Gaelic or Bengali. Two more prompts on the same model check that the result is not a refusal and is a non-English translation; neither checks that it is the language you asked for. A passing translation gets a fixed English sentence appended that asks your app to think in that language and reply in English. After max_retries failed tries the English probe goes out unchanged.',
      whenToUse:
        'Use it on any app that real users can write to in their own language, and on apps whose guardrails or moderation were tuned on English text. Set language to a language your users write in, or leave it at None for a broad sweep.',
      cost: {
        simulator: {min: 3, max: 15},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula:
          '3 simulator calls per try (translation, shared refusal check, translation check), at most max_retries tries: 3 to 3 × max_retries calls, 15 at the default of 5, all on the run’s simulator model. No calls to your app and no judge calls. max_retries=0 makes no calls and sends the probe unchanged.',
        source: 'deepteam/attacks/single_turn/multilingual/multilingual.py:65-92',
      },
      parameters: {
        max_retries:
          'Most translate-and-check tries before enhance() gives up and returns the English probe unchanged, without the appended sentence. Each try costs three simulator calls. With language=None the simulator may pick a different language on each try.',
      },
    },
  },
});
