import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {vulnerabilitiesByCategory} from './src/data/vulnerabilities';

/** Vulnerability pages grouped by the toolkit's risk categories, from the catalogue. */
const vulnerabilityCategories = vulnerabilitiesByCategory().map(({category, entries}) => ({
  type: 'category' as const,
  label: category,
  collapsed: true,
  items: entries.map((entry) => entry.pageId),
}));

/** The docs sidebar (`md`). Only pages that exist are listed; each section adds its own. */
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
      label: 'Frameworks',
      collapsed: true,
      link: {type: 'doc', id: 'red-teaming-guidelines-framework-introduction'},
      items: ['red-teaming-owasp-top-10-for-llms', 'red-teaming-nist-ai-rmf'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
