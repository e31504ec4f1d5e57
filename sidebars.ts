import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {vulnerabilitiesByCategory} from './src/data/vulnerabilities';
import {attackPageIds} from './src/data/attacks';

/** Vulnerability pages grouped by the toolkit's risk categories, from the catalogue. */
const vulnerabilityCategories = vulnerabilitiesByCategory().map(({category, entries}) => ({
  type: 'category' as const,
  label: category,
  collapsed: true,
  items: entries.map((entry) => entry.pageId),
}));

/** Adversarial attack pages from the catalogue: single-turn first, then multi-turn. */
const adversarialAttacks = [
  {type: 'category' as const, label: 'Single-turn', collapsed: false, items: attackPageIds('adversarial', 'single')},
  {type: 'category' as const, label: 'Multi-turn', collapsed: false, items: attackPageIds('adversarial', 'multi')},
];

/**
 * The Agentic section: one sub-category per kind of agentic page. Add a sub-category (such as the
 * agentic vulnerabilities) to this list.
 */
const agenticSubcategories = [
  {
    type: 'category' as const,
    label: 'Attacks',
    collapsed: true,
    items: [...attackPageIds('agentic'), 'red-teaming-agentic-attacks-agent-goal-hijacking'],
  },
];

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
      label: 'Adversarial Attacks',
      collapsed: true,
      link: {type: 'doc', id: 'red-teaming-adversarial-attacks'},
      items: adversarialAttacks,
    },
    {
      type: 'category',
      label: 'Agentic',
      collapsed: true,
      items: ['red-teaming-agentic-introduction', 'red-teaming-agentic-attacks', ...agenticSubcategories],
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
