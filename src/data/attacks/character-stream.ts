import {defineAttack} from './define';

export default defineAttack({
  id: 'character-stream',
  className: 'CharacterStream',
  searchPhrases: ["spaces between every character", "split letters to evade filters", "character spacing obfuscation", "spell out the request one letter at a time", "spaced out letters slip past a blocklist", "keyword filter fails on spaced characters", "detect runs of single characters"],
  group: 'adversarial',
  summary:
    'Puts a space between every character of the probe, so no word is left whole for a filter to match while a model can still read the letters back.',
  howItWorks:
    'enhance() returns " ".join(attack): one space after each character except the last. Python walks the text by code point: a space becomes three spaces in a row, a newline sits between two spaces, and an emoji built from several code points, such as a flag, is split into its parts. Nothing is added before or after, and no model is called.',
  whenToUse:
    'Use it to check whether a request your app refuses in plain words still gets a refusal once the words are spelled out letter by letter, which defeats keyword lists and tokenizer-sensitive classifiers.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula: 'No model calls at any setting: one str.join over the characters of the probe. a_enhance() calls the same method.',
    source: 'deepteam/attacks/single_turn/character_stream/character_stream.py:13-18',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1, and it is the only parameter: the separator is always one space.',
  },
});
