import {defineAttack} from './define';

export default defineAttack({
  id: 'prompt-injection',
  className: 'PromptInjection',
  group: 'adversarial',
  summary:
    'Puts one of two fixed jailbreak preambles in front of the probe: an unrestricted alter ego, or a claimed research setting that needs uncensored answers.',
  howItWorks:
    'enhance() picks one of two templates at random. One tells the model to become OPPO, an AI that says the opposite of an aligned assistant and follows no rules; the other claims the reader is a vetted researcher and asks for uncensored output with a "Warning:" prefix. The probe follows the preamble. No model is called.',
  whenToUse:
    'Use it as a cheap first pass on every app: it costs no model calls, and an app that obeys pasted instructions to drop its rules fails it quickly.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula: 'No model calls: one random.choice between two string templates. There are no retries.',
    source: 'deepteam/attacks/single_turn/prompt_injection/prompt_injection.py:13-19',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'New in 1.0, where the simulator model writes the injection. Most write-and-check tries before enhance() gives up and returns the probe unchanged; each try makes three simulator calls (the injection, a refusal check, an injection check).',
  },
});
