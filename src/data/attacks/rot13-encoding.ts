import {defineAttack} from './define';

export default defineAttack({
  id: 'rot13-encoding',
  className: 'ROT13',
  searchPhrases: ["rotate letters by 13", "caesar cipher obfuscation", "rot13 encoded request", "letters shifted along the alphabet past a word filter", "scrambled text the model can still read", "second encoding to try besides base64", "rot13 with accented or non-Latin text"],
  group: 'adversarial',
  summary: 'Shifts every ASCII letter 13 places along the alphabet, so the probe stays readable to a model but not to a word filter.',
  howItWorks:
    'enhance() replaces each of A–Z and a–z with the letter 13 places further on, wrapping round, and keeps case. Digits, punctuation, spaces and accented or non-Latin letters pass through unchanged, and no decoding hint is added. No model is called.',
  whenToUse:
    'Use it to check whether a request your app refuses in plain text gets through once the words no longer match a keyword list or a classifier trained on plain language.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula: 'No model calls at any setting: one str.translate over a fixed 52-letter table.',
    source: 'deepteam/attacks/single_turn/rot13/rot13.py:8-15',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
  },
  releases: {
    // 1.0: same rotation; the class only gained name, description and exploitability attributes (deepteam/attacks/single_turn/rot13/rot13.py at e05c8e5).
    '1.0': {
      cost: {
        simulator: {min: 0, max: 0},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula: 'No model calls at any setting: one str.translate over a fixed 52-letter table.',
        source: 'deepteam/attacks/single_turn/rot13/rot13.py:13-20',
      },
    },
  },
});
