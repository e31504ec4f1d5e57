import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {vulnerabilityGroups} from './src/data/vulnerabilities';
import {GUARDS} from './src/data/guards';
import {AGENTIC_VULNERABILITY_PAGE_IDS} from './src/data/agentic';
import {attackPageIds} from './src/data/attacks';
import {frameworksOf} from './src/data/frameworks';
import {NEWEST_VERSION} from './src/data/versions';
import {API_GROUPS, API_INDEX_DOC_ID} from './src/plugins/api-reference/groups';

// This file is the sidebar of the newest release's docs (docs/); the archive's sidebars are frozen in
// versioned_sidebars/. Catalogue sections list the classes of that release that have a page.
const RELEASE = NEWEST_VERSION;

/** Vulnerability pages grouped by the classes' `category` attribute (1.0), from the catalogue. */
const vulnerabilityCategories = vulnerabilityGroups(RELEASE).map(({label, entries}) => ({
  type: 'category' as const,
  label,
  collapsed: true,
  items: entries.map((entry) => entry.pageId),
}));

/** Framework pages, one per framework class of the release, in the site's order. */
const frameworkPages = frameworksOf(RELEASE).map((framework) => framework.pageId!);

/** Guard pages from the guard catalogue, in catalogue order. */
const guardPages = GUARDS.map((guard) => guard.pageId);

/** Adversarial attack pages from the catalogue: single-turn first, then multi-turn. */
const adversarialAttacks = [
  {type: 'category' as const, label: 'Single-turn', collapsed: false, items: attackPageIds('adversarial', 'single', RELEASE)},
  {type: 'category' as const, label: 'Multi-turn', collapsed: false, items: attackPageIds('adversarial', 'multi', RELEASE)},
];

/** The Agentic section: its attacks and its vulnerabilities side by side, from the catalogues. */
const agenticSubcategories = [
  {
    type: 'category' as const,
    label: 'Attacks',
    collapsed: true,
    items: [...attackPageIds('agentic', undefined, RELEASE), 'red-teaming-agentic-attacks-agent-goal-hijacking'],
  },
  {
    type: 'category' as const,
    label: 'Vulnerabilities',
    collapsed: true,
    items: [...AGENTIC_VULNERABILITY_PAGE_IDS],
  },
];

/** The docs sidebar (`md`). Catalogue sections come from src/data; tests check every page is listed once. */
const sidebars = {
  md: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      items: ['getting-started', 'deepeval-versions', 'migrating-to-1-0', 'what-is-llm-red-teaming', 'data-privacy', 'confident-ai-integration'],
    },
    {
      type: 'category',
      label: 'Red Teaming',
      collapsed: false,
      items: [
        'red-teaming-introduction',
        'red-teaming-test-case',
        'red-teaming-risk-assessment',
        'red-teaming-attack-engine',
        'red-teaming-judge-calibration',
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
      items: frameworkPages,
    },
    {
      type: 'category',
      label: 'Guardrails',
      collapsed: true,
      link: {type: 'doc', id: 'guardrails-introduction'},
      items: guardPages,
    },
    {
      type: 'category',
      label: 'Code Scanning',
      collapsed: true,
      link: {type: 'doc', id: 'code-scanning-introduction'},
      items: ['code-scanning-github-bot'],
    },
    {
      // No category link: a link here would prefetch the reference's code on every docs page.
      type: 'category',
      label: 'API reference',
      collapsed: true,
      items: [API_INDEX_DOC_ID, ...API_GROUPS.map((group) => group.docId)],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
