import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {vulnerabilitiesByCategory} from './src/data/vulnerabilities';
import {GUARDS} from './src/data/guards';
import {AGENTIC_VULNERABILITY_PAGE_IDS} from './src/data/agentic';

/** Vulnerability pages grouped by the toolkit's risk categories, from the catalogue. */
const vulnerabilityCategories = vulnerabilitiesByCategory().map(({category, entries}) => ({
  type: 'category' as const,
  label: category,
  collapsed: true,
  items: entries.map((entry) => entry.pageId),
}));

/** Guard pages from the guard catalogue, in catalogue order. */
const guardPages = GUARDS.map((guard) => guard.pageId).filter((id): id is string => id !== null);

/** Agentic vulnerability pages (class and concept pages alike), in the order of the data list. */
const agenticVulnerabilityPages = [...AGENTIC_VULNERABILITY_PAGE_IDS];

/** The docs sidebar (`md`). Catalogue sections come from src/data; tests check every page is listed once. */
const sidebars = {
  md: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      items: ['getting-started', 'what-is-llm-red-teaming', 'data-privacy'],
    },
    {
      type: 'category',
      label: 'Red Teaming',
      collapsed: false,
      items: [
        'red-teaming-introduction',
        'red-teaming-test-case',
        'red-teaming-risk-assessment',
        'red-teaming-yaml-cli',
      ],
    },
    {
      type: 'category',
      label: 'Vulnerabilities',
      collapsed: true,
      link: {type: 'doc', id: 'red-teaming-vulnerabilities'},
      items: [...vulnerabilityCategories, 'red-teaming-custom-vulnerability'],
    },
    {
      type: 'category',
      label: 'Agentic',
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'Vulnerabilities',
          collapsed: true,
          items: agenticVulnerabilityPages,
        },
      ],
    },
    {
      type: 'category',
      label: 'Frameworks',
      collapsed: true,
      link: {type: 'doc', id: 'red-teaming-guidelines-framework-introduction'},
      items: ['red-teaming-owasp-top-10-for-llms', 'red-teaming-nist-ai-rmf'],
    },
    {
      type: 'category',
      label: 'Guardrails',
      collapsed: true,
      link: {type: 'doc', id: 'guardrails-introduction'},
      items: guardPages,
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
