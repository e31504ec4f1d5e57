import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The docs sidebar (`md`). Only pages that exist are listed; each section adds its own. */
const sidebars = {
  md: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsible: false,
      items: ['getting-started', 'what-is-llm-red-teaming'],
    },
    {
      type: 'category',
      label: 'Red Teaming',
      collapsed: false,
      items: ['red-teaming-introduction'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
