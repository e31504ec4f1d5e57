import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'indirect-instruction',
  className: 'IndirectInstruction',
  searchPhrases: ["indirect prompt injection", "planted instructions in content the app reads", "malicious content in tool output", "poisoned RAG context", "hidden instructions in an uploaded document", "agent obeys a page it was asked to summarise", "fake agreement stored in memory", "treat retrieved text as data not commands"],
  summary: 'The app obeys instructions planted in content it reads, such as retrieved documents, tool results or remembered context, instead of treating that content as data.',
  types: {
    rag_injection: {
      label: 'RAG injection',
      description: 'Whether a passage returned by retrieval can steer the app by posing as policy, reference material or procedure.',
    },
    tool_output_injection: {
      label: 'Tool output injection',
      description: 'Whether text inside a tool or API response can make the agent take a follow-up step the user never asked for.',
    },
    document_embedded_instructions: {
      label: 'Document-embedded instructions',
      description: 'Whether a clause, footnote or comment in a file the user hands over is read as a command addressed to the app.',
    },
    cross_context_injection: {
      label: 'Cross-context injection',
      description: 'Whether a claimed earlier agreement, stored memory or previous session can switch off checks in the current one.',
    },
  },
});
