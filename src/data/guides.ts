/**
 * The guides of the current release, grouped by the reader's job: the guides sidebar, the home page and
 * the guide checks read this list. A guide is one reader's job end to end (STYLE.md, "Guide"); the
 * Customising guides are the older, how-to-extend kind and keep their own shape. The 0.2.8 archive keeps
 * its three guides in its frozen sidebar.
 */
export const GUIDE_GROUPS = ['Models', 'Applications', 'Risk and compliance', 'Operations', 'Customising'] as const;
export type GuideGroup = (typeof GUIDE_GROUPS)[number];

export type Guide = {
  readonly id: string;
  readonly group: GuideGroup;
  /** The reader's job in a few words, for the home page and the hub guides. */
  readonly job: string;
};

export const GUIDES: readonly Guide[] = [
  {id: 'guide-red-teaming-models', group: 'Models', job: 'Red-team a foundation model before any app exists'},
  {id: 'guide-red-teaming-openai', group: 'Models', job: 'An app built on OpenAI models'},
  {id: 'guide-red-teaming-anthropic', group: 'Models', job: 'An app built on Claude'},
  {id: 'guide-red-teaming-gemini', group: 'Models', job: 'An app built on Gemini'},
  {id: 'guide-red-teaming-llama', group: 'Models', job: 'Llama, served locally or by a host'},
  {id: 'guide-red-teaming-mistral', group: 'Models', job: 'Mistral models, by API or open weights'},
  {id: 'guide-red-teaming-open-weight', group: 'Models', job: 'Any open-weight model, with no text leaving the machine'},
  {id: 'guide-red-teaming-fine-tuned', group: 'Models', job: 'Regression tests after fine-tuning'},
  {id: 'guide-agentic-ai-red-teaming', group: 'Applications', job: 'An agent with tools and memory'},
  {id: 'guide-red-teaming-agentic-rag', group: 'Applications', job: 'A retrieval pipeline or agentic RAG'},
  {id: 'guide-red-teaming-conversational-agents', group: 'Applications', job: 'A chatbot that keeps a conversation'},
  {id: 'guide-safety-frameworks', group: 'Risk and compliance', job: 'Choose and run a safety framework, report for an audit'},
  {id: 'guide-responsible-ai', group: 'Risk and compliance', job: 'Bias, fairness, toxicity and other harms'},
  {id: 'guide-deploying-guardrails', group: 'Operations', job: 'Guards in a production service'},
  {id: 'guide-red-teaming-in-ci', group: 'Operations', job: 'Red teaming on every pull request'},
  {id: 'guide-custom-vulnerability', group: 'Customising', job: 'Test a risk no built-in class covers'},
  {id: 'guide-custom-attacks', group: 'Customising', job: 'Write your own attack'},
  {id: 'guide-custom-red-teaming-pipelines', group: 'Customising', job: 'Drive the building blocks yourself'},
];

/** The job guides (every group but Customising): they share one shape (src/data/pageShapes.ts). */
export const jobGuides = (): readonly Guide[] => GUIDES.filter((guide) => guide.group !== 'Customising');
