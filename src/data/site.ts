/**
 * Facts about the site and the toolkit it documents, kept in one place.
 * The config, the navbar badge, the home page and the install snippets all read from here.
 */

import {DEFAULT_VERSION, installCommand, VERSIONS} from './versions';

/** The DeepTeam release the current docs document (src/data/versions.ts decides which one that is). */
export const TOOLKIT_VERSION = VERSIONS[DEFAULT_VERSION].release;

export const TOOLKIT = {
  name: 'DeepTeam',
  pythonPackage: 'deepteam',
  version: TOOLKIT_VERSION,
  license: 'Apache-2.0',
  pythonRequires: '>=3.9,<3.14',
  /** What works: 3.13 is allowed by pyproject but `import deepteam` fails there (nntplib, test_case.py:1). */
  pythonWorks: '3.9 to 3.12',
} as const;

export const INSTALL_COMMAND = installCommand(DEFAULT_VERSION);

export const SITE = {
  title: 'DeepTeam',
  tagline: 'Red Teaming Framework for LLMs',
  /** The toolkit's public site; `SITE_URL` overrides it at build time. */
  defaultUrl: 'https://www.trydeepteam.com',
  copyrightYear: 2025,
} as const;

export const LINKS = {
  repository: 'https://github.com/confident-ai/deepteam',
  /** Docusaurus appends `docs/<file>` or `guides/<file>` to this. */
  editBase: 'https://github.com/confident-ai/deepteam/edit/main/docs/',
  license: 'https://github.com/confident-ai/deepteam/blob/main/LICENSE.md',
  communityChat: 'https://discord.gg/3SEyvpgu2f',
  newsletter: 'https://confident-ai.com/blog',
} as const;

export type FooterArticle = {readonly label: string; readonly href: string};

export const FOOTER_ARTICLES: readonly FooterArticle[] = [
  {
    label: 'How to jailbreak LLMs',
    href: 'https://www.confident-ai.com/blog/how-to-jailbreak-llms-one-step-at-a-time',
  },
  {
    label: 'OWASP Top 10 for LLMs',
    href: 'https://www.confident-ai.com/blog/owasp-top-10-2025-for-llm-applications-risks-and-mitigation-techniques',
  },
  {
    label: 'The comprehensive LLM safety guide',
    href: 'https://www.confident-ai.com/blog/the-comprehensive-llm-safety-guide-navigate-ai-regulations-and-best-practices-for-llm-safety',
  },
  {
    label: 'LLM evaluation metrics',
    href: 'https://www.confident-ai.com/blog/llm-evaluation-metrics-everything-you-need-for-llm-evaluation',
  },
];

/**
 * The announcement bar. Change `id` whenever the message changes: readers who closed
 * the previous one will see the new one once.
 */
export const ANNOUNCEMENT = {
  id: 'star-deepteam-2025',
  text: 'If DeepTeam helps you ship safer LLM apps, give it a star on GitHub',
  linkLabel: 'Star DeepTeam on GitHub',
} as const;

/** Meta descriptions of the blog's list pages (120-160 characters; tests/build/pages.test.ts checks). */
export const BLOG_PAGE_DESCRIPTIONS = {
  index:
    'Write-ups of red-teaming experiments run with DeepTeam against real models: what was attacked, how it was set up, and what the numbers say.',
  archive:
    'Every DeepTeam blog post by date: our write-ups of published red-teaming experiments, from jailbreak case studies to multi-turn attack analyses.',
  tags: 'Browse DeepTeam blog posts by topic: red teaming, jailbreaking and model case studies, each tag with the write-ups that cover it.',
  authors:
    'The DeepTeam team roles that write the blog: who prepares our write-ups of published red-teaming experiments and what each one covers.',
} as const;
