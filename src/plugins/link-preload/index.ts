/**
 * Replaces `@docusaurus/Link`, in the browser and the server build, with ./Link.tsx: the same link,
 * but it loads the next page's code on intent (pointer, touch, focus) instead of prefetching it for every
 * link that scrolls into view. Every `<Link>`, the theme's and ours, goes through it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function linkPreloadPlugin(): Plugin {
  return {
    name: 'site-link-preload',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/Link': path.join(__dirname, 'Link.tsx')}}};
    },
  };
}
