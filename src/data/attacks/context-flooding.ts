import {defineAttack} from './define';

export default defineAttack({
  id: 'context-flooding',
  className: 'ContextFlooding',
  searchPhrases: ["bury the request in filler text", "long context overload", "padding attack", "harmful request at the end of a long message", "filter only reads the start of a message", "thousands of characters of boilerplate before the prompt", "fake logs or meeting transcript as filler", "input truncation hides the request"],
  group: 'adversarial',
  summary:
    'Puts thousands of characters of harmless filler in front of the probe, so the request arrives at the end of a long, dull message.',
  howItWorks:
    'enhance() strips the filler text, repeats it with a blank line between copies until it reaches target_chars characters, cuts it there and then back to the last space, and sends that, a blank line and the probe. The filler is your prefix, or one of three built-in texts chosen by prefix_type. The same probe always gives the same output, and no model is called.',
  whenToUse:
    'Use it when a filter or a classifier reads only the start of a message, or when you want to know whether a long, harmless context weakens the refusals your app gives to a short request.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: string repetition and slicing. The message your app and the judge read grows by up to target_chars + 2 characters (4002 at the default).',
    source: 'deepteam/attacks/single_turn/context_flooding/context_flooding.py:60-79',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    target_chars:
      'Length of the filler in characters (Python code points), before the cut back to the last space, so the filler ends up a few characters shorter. The probe is added after it. Below 200 the constructor raises ValueError.',
    prefix:
      'Your own filler text. When given, it wins and prefix_type is ignored, even an invalid value. Leading and trailing whitespace is stripped; a prefix that is empty or only whitespace raises ValueError.',
    prefix_type:
      'Which built-in filler to use when prefix is None: "enterprise" (generic internal guidance prose, the default), "logs" (timestamped application log lines) or "transcript" (a meeting among several speakers). Any other value, None included, raises ValueError.',
  },
});
