import {defineGuard, MODEL_PARAMETER} from './define';

// Source: deepteam/guardrails/guards/hallucination_guard/ (0.2.8). The judge gets only the message and the
// reply: no documents or retrieval context (template.py:57-58), so it checks facts against its own
// knowledge. The output prompt asks for "borderline" when unsure (l.41); the input prompt says
// "borderline" in its instructions (l.12) but shows "uncertain" in its JSON format (l.31).
export default defineGuard({
  id: 'hallucination',
  className: 'HallucinationGuard',
  searchPhrases: ["check replies for made up facts", "fact-check model output", "flag unverifiable claims", "catch wrong dates numbers or quotes in answers", "block invented statistics and fake quotes", "spot false premises in user questions", "replies about my own data flagged as unverifiable", "fact-check against retrieved documents"],
  summary: 'Replies that state false or unverifiable facts: wrong dates, names, figures, measurements, quotes or places.',
  judges: {
    input:
      'Whether the message itself states false facts, such as a wrong date or figure. Useful only if you want to catch false premises before they reach your model.',
    output:
      'Whether the reply contains false or made-up facts: wrong dates, people, figures, measurements, science, geography or quotes. The judge checks against its own knowledge and sees none of your documents.',
  },
  placement: 'output',
  unsureLevel: 'borderline',
  unsureNote:
    'Its input prompt says the same in its instructions but shows `"uncertain"` in the answer format it asks for (template.py:12, 31); a judge that answers through the schema can still only pick `borderline` there.',
  parameters: {model: MODEL_PARAMETER},
  defendsAgainst: ['misinformation', 'competition'],
});
