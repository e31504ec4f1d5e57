import {defineAttack} from './define';

export default defineAttack({
  id: 'base64-encoding',
  className: 'Base64',
  searchPhrases: ["encode the prompt in base64", "encoded request bypass", "base64 obfuscation", "model decodes base64 and answers", "blocklist bypass with an encoded message", "does my keyword filter catch base64 text", "base64 string sent to the chatbot"],
  group: 'adversarial',
  summary: 'Sends the probe as one Base64 string, so a filter that reads only plain words sees no request at all.',
  howItWorks:
    'enhance() encodes the probe’s UTF-8 bytes with the standard Base64 alphabet and padding, on one line, and sends that string alone: no instruction to decode it is added. No model is called, and the same probe always gives the same output.',
  whenToUse:
    'Use it when your app runs on a model that can decode Base64, or sits behind a keyword or classifier filter that only reads plain text.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula: 'No model calls at any setting: one base64.b64encode of the probe’s UTF-8 bytes.',
    source: 'deepteam/attacks/single_turn/base64/base64.py:9-11',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
  },
  releases: {
    // 1.0: same encoding; the class only gained name, description and exploitability attributes (deepteam/attacks/single_turn/base64/base64.py at e05c8e5).
    '1.0': {
      cost: {
        simulator: {min: 0, max: 0},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula: 'No model calls at any setting: one base64.b64encode of the probe’s UTF-8 bytes.',
        source: 'deepteam/attacks/single_turn/base64/base64.py:14-16',
      },
    },
  },
});
