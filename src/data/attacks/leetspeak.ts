import {defineAttack} from './define';

export default defineAttack({
  id: 'leetspeak',
  className: 'Leetspeak',
  searchPhrases: ["letters swapped for look-alike digits", "l33t obfuscation", "digit look-alike characters", "p455w0rd style text to dodge blocklists", "numbers instead of letters in a prompt", "exact word moderation misses substituted characters", "does my filter handle look-alike characters"],
  group: 'adversarial',
  summary: 'Swaps seven letters for look-alike digits (a→4, e→3, i→1, o→0, s→5, t→7, l→1), so keyword filters miss the request.',
  howItWorks:
    'enhance() looks up each character in a fixed table of fourteen entries, the seven letters in lower and upper case, and replaces it with its digit. Every other character is kept as it is. No model is called, and the same probe always gives the same output.',
  whenToUse:
    'Use it to test filters and refusal habits that key on exact words (“password”, “exploit”, a product name) while the model behind them still reads the disguised text.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula: 'No model calls at any setting: one dictionary lookup per character.',
    source: 'deepteam/attacks/single_turn/leetspeak/leetspeak.py:8-26',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
  },
  releases: {
    // 1.0: same table; the class only gained name, description and exploitability attributes (deepteam/attacks/single_turn/leetspeak/leetspeak.py at e05c8e5).
    '1.0': {
      cost: {
        simulator: {min: 0, max: 0},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula: 'No model calls at any setting: one dictionary lookup per character.',
        source: 'deepteam/attacks/single_turn/leetspeak/leetspeak.py:13-31',
      },
    },
  },
});
