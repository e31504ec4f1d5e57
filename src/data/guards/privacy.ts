import {defineGuard, MODEL_PARAMETER} from './define';

// Source: deepteam/guardrails/guards/privacy_guard/ (0.2.8). Both prompts ask for "borderline" when the
// judge is unsure (template.py:12, 44) but also tell it to mark any doubt, and masked values, unsafe (l.30, 62).
export default defineGuard({
  id: 'privacy',
  className: 'PrivacyGuard',
  searchPhrases: ["find PII in inputs and replies", "redact PII and secrets", "block account numbers and addresses", "stop card and social security numbers leaking", "catch API keys or passwords in replies", "filter phone numbers and email addresses", "our own support email flagged as personal data", "personal data sent to the judge provider"],
  summary: 'Personal and secret data: ID, card and account numbers, phone numbers, email and street addresses, medical record numbers, passwords and API keys.',
  judges: {
    input:
      'Whether the message contains personal or sensitive data, such as government ID, card or bank numbers, a phone number, an email or street address, a medical record number, or a password, key or token, even partly masked.',
    output:
      'Whether the reply contains or exposes the same kinds of data, with the message as context. The judge is told to treat any doubt, and masked values, as unsafe.',
  },
  placement: 'both',
  unsureLevel: 'borderline',
  parameters: {model: MODEL_PARAMETER},
  defendsAgainst: ['pii-leakage', 'prompt-leakage', 'bola', 'child-protection'],
});
