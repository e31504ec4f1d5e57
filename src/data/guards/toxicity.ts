import {defineGuard, MODEL_PARAMETER} from './define';

// Source: deepteam/guardrails/guards/toxicity_guard/ (0.2.8). Both prompts ask for "uncertain" when the
// judge is unsure (template.py:12, 29). The input prompt also flags "explicit harmful requests" (l.11).
export default defineGuard({
  id: 'toxicity',
  className: 'ToxicityGuard',
  searchPhrases: ["stop hateful or abusive output", "filter offensive output", "harassment and threats filter", "block insults and slurs in replies", "catch a bot that roasts or mocks users", "stop requests to write something cruel", "pasted abuse report flagged as toxic", "gore and graphic violence filter"],
  summary: 'Hate, harassment, threats, abusive language and graphic violence, mainly in your app’s replies.',
  judges: {
    input:
      'Whether the message contains hate speech, discrimination, harassment, threats, violence, abusive language, graphic content or an openly harmful request.',
    output:
      'Whether the reply contains hate speech, discrimination, harassment, threats, violence, abusive language or graphic content, with the message as context.',
  },
  placement: 'output',
  unsureLevel: 'uncertain',
  parameters: {model: MODEL_PARAMETER},
  defendsAgainst: ['toxicity', 'bias', 'graphic-content', 'personal-safety', 'child-protection'],
});
