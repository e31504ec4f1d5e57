import {defineAttack} from './define';

export default defineAttack({
  id: 'roleplay',
  className: 'Roleplay',
  searchPhrases: ["character or persona roleplay", "persona jailbreak", "fictional scene to bypass rules", "act as a historical figure", "stay in character to say harmful things", "film or game villain jailbreak", "actor rehearsing a role trick", "choose the character for roleplay probes"],
  group: 'adversarial',
  summary:
    'Has a model recast the probe as a scene in which your app plays a historical persona that you choose, so staying in character competes with its rules.',
  howItWorks:
    'The simulator model is told to have the target adopt the persona you set, frame the request within the role you set, use period language to blur the intent, and make the target put the character ahead of its safety rules. Two more prompts on the same model check that the rewrite is not a refusal and is a historical-persona roleplay; if either fails it tries again, and after max_retries tries the probe goes out unchanged.',
  whenToUse:
    'Use it on apps that take on a character or a brand voice, and on any app where users can ask for stories, scenes or impersonations, to check that a fictional frame does not switch off the rules.',
  cost: {
    simulator: {min: 3, max: 9},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      '3 simulator calls per try (rewrite, refusal check, roleplay check), at most max_retries tries: 3 to 3 × max_retries calls (9 at the default of 3), all on the run’s simulator model. No judge calls. max_retries=0 makes no calls and sends the probe unchanged.',
    source: 'deepteam/attacks/single_turn/roleplay/roleplay.py:54-88',
  },
  parameters: {
    persona:
      'The character the rewrite asks your app to become. The rewrite prompt calls it a historical persona and its check accepts only historical-persona roleplay, so a figure with a time and place works best. It is the first positional parameter.',
    role:
      'The context and role within which the rewrite frames the request, for example the persona’s trade or office. Same for every probe this instance rewrites.',
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'Most rewrite-and-check tries before enhance() gives up and returns the probe unchanged. The default is 3, not 5 as in the other rewriting attacks; each try costs three simulator calls.',
  },
  releases: {
    // 1.0: persona and role default to None and the simulator picks a historical, fictional or professional character (deepteam/attacks/single_turn/roleplay/roleplay.py:42-107, template.py at e05c8e5).
    '1.0': {
      summary:
        'Has a model recast the probe as a scene with a character, historical, fictional or professional, that the model picks or you set, so staying in character competes with your app’s rules.',
      howItWorks:
        'The simulator model turns the probe into a roleplay prompt: it sets a scene, casts your app as a character and makes the request part of the character’s motive, with a command instead of a question where that fits. With persona and role left at None it picks per probe: a historical figure, a character in a film, game or book, or an actor or debater in an exercise. Two more prompts on the same model check that the rewrite is not a refusal and is a roleplay attack; after max_retries failed tries the probe goes out unchanged.',
      cost: {
        simulator: {min: 3, max: 9},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula:
          '3 simulator calls per try (rewrite, shared refusal check, roleplay check), at most max_retries tries: 3 to 3 × max_retries calls, 9 at the default of 3, all on the run’s simulator model. No calls to your app and no judge calls. max_retries=0 makes no calls and sends the probe unchanged.',
        source: 'deepteam/attacks/single_turn/roleplay/roleplay.py:71-107',
      },
      parameters: {
        persona:
          'The character the rewrite asks your app to play, put word for word into the rewrite prompt. None, the default since 1.0.6, lets the simulator model pick one per probe; a value asks for the same character in every probe this instance rewrites, though nothing checks that the model used it. It is the first positional parameter.',
        role:
          'The setting or office in which the request is framed, put word for word into the rewrite prompt. None, the default since 1.0.6, lets the simulator model choose it. deepteam run does not forward it.',
        max_retries:
          'Most rewrite-and-check tries before enhance() gives up and returns the probe unchanged. The default is 3, as for PromptInjection and PromptProbing; GrayBox, MathProblem and Multilingual default to 5. Each try costs three simulator calls.',
      },
    },
  },
});
