import {defineGuard, MODEL_PARAMETER} from './define';

// Source: deepteam/guardrails/guards/topical_guard/ (0.2.8). allowed_topics None becomes []
// (topical_guard.py:19); an empty list leaves the "Allowed topics" line out of the prompt (template.py:10-14).
// The output prompt orders "unsafe" for any mention of politics, religion, beliefs, government, elections,
// policy, faith, spirituality or worship, whatever the allowed topics (template.py:54-68).
export default defineGuard({
  id: 'topical',
  className: 'TopicalGuard',
  searchPhrases: ["stay within allowed topics", "restrict what subjects the app discusses", "off-topic filter", "keep the bot on its subject", "stop stock tips or election talk in a support chat", "catch users steering the chat elsewhere", "returns policy answers wrongly blocked", "on-topic harmful requests not caught"],
  summary: 'Messages that stray outside the subjects you allow, or try to steer the app onto other subjects.',
  judges: {
    input:
      'Whether the message stays strictly within your allowed topics, or wanders off, changes the subject or tries to hijack the conversation.',
    output:
      'Whether the reply stays strictly within your allowed topics. The prompt also marks unsafe any reply that mentions politics, religion, government, elections, policy or faith, whatever your topics are.',
  },
  placement: 'input',
  unsureLevel: 'borderline',
  parameters: {
    allowed_topics:
      'The subjects your app may discuss, as short phrases, joined with commas into the judge prompt. Leave it out and the prompt names no topics, so the judge has nothing to measure against.',
    model: MODEL_PARAMETER,
  },
  defendsAgainst: ['competition', 'intellectual-property', 'bias', 'excessive-agency', 'misinformation'],
});
