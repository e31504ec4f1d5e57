import {defineGuard, MODEL_PARAMETER} from './define';

// Source: deepteam/guardrails/guards/illegal_guard/ (0.2.8). Both prompts ask for "uncertain" when the
// judge is unsure (template.py:9, 36).
export default defineGuard({
  id: 'illegal',
  className: 'IllegalGuard',
  searchPhrases: ["refuse help with crimes", "filter illegal requests", "block criminal advice", "stop instructions for weapons or drugs", "catch fraud and money laundering requests", "block advice on dodging police or age checks", "let questions about the law through", "crime requests hidden in fiction"],
  summary: 'Requests for, and replies that give, help with crime: fraud, theft, weapons, drugs, hacking, money laundering or evading the law.',
  judges: {
    input:
      'Whether the message asks how to do something illegal: fraud, theft or violence, weapons, explosives or harmful substances, drugs, hacking, financial crime, or getting around laws and regulations.',
    output:
      'Whether the reply helps someone commit a crime: step-by-step instructions, detailed guidance on dangerous acts, ways to evade the police or the courts, or how to make weapons or dangerous substances.',
  },
  placement: 'both',
  unsureLevel: 'uncertain',
  parameters: {model: MODEL_PARAMETER},
  defendsAgainst: ['illegal-activity', 'personal-safety', 'ethics'],
});
