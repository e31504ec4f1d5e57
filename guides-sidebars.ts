import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** The guides sidebar (`guides`), served under /guides. */
const sidebars = {
  guides: [
    {
      type: 'category',
      label: 'Guides',
      collapsible: false,
      items: ['guide-custom-vulnerability', 'guide-custom-attacks', 'guide-custom-red-teaming-pipelines'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
