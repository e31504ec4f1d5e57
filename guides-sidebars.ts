import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {GUIDE_GROUPS, GUIDES} from './src/data/guides';

// The guides sidebar of the current release, grouped by job from src/data/guides.ts. A guide is listed
// once its page exists (tests/content/guides.test.ts requires every listed guide to exist); the
// archive's guides sidebar is frozen in guides_versioned_sidebars/.
const written = (id: string) => ['mdx', 'md'].some((ext) => fs.existsSync(path.join(__dirname, 'guides', `${id}.${ext}`)));

/** The guides sidebar (`guides`), served under /guides. */
const sidebars = {
  guides: GUIDE_GROUPS.map((group) => ({
    type: 'category' as const,
    label: group,
    collapsible: false,
    items: GUIDES.filter((guide) => guide.group === group && written(guide.id)).map((guide) => guide.id),
  })).filter((category) => category.items.length > 0),
} satisfies SidebarsConfig;

export default sidebars;
