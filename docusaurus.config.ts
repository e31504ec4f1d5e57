import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeScrollableTables from './src/plugins/rehype-scrollable-tables';
import remarkKatexCss from './src/plugins/remark-katex-css';
import remarkComponentImports from './src/plugins/remark-component-imports';
import remarkVersionedLinks from './src/plugins/remark-versioned-links';
import remarkDiagrams from './src/plugins/diagrams/remark';
import remarkApiReference from './src/plugins/api-reference/remark';
import {docsVersionOptions, versionedLinkOptions} from './src/config/docsVersions';
import {docsRedirects} from './src/config/redirects';

import {codeThemes} from './src/config/codeThemes';
import {readSiteEnv} from './src/config/siteEnv';
import {analyticsPlugins, gtagOptions} from './src/config/analytics';
import {searchSetup} from './src/config/search';
import {ANNOUNCEMENT, BLOG_PAGE_DESCRIPTIONS, FOOTER_ARTICLES, LINKS, SITE, TOOLKIT_VERSION} from './src/data/site';

const env = readSiteEnv(process.env, SITE.defaultUrl);
const search = searchSetup(env, __dirname, process.env.NODE_ENV === 'development');

/** Options shared by the two docs instances (/docs and /guides). */
const sharedDocsOptions = {
  // Only the newest release's pages are edited; the archive is frozen and has no edit link.
  editUrl: ({version, versionDocsDirPath, docPath}) =>
    version === 'current' ? `${LINKS.editBase}${versionDocsDirPath}/${docPath}` : undefined,
  showLastUpdateAuthor: true,
  showLastUpdateTime: true,
  // The API reference pages get their data module and table of contents (before the TOC is collected).
  beforeDefaultRemarkPlugins: [[remarkApiReference, {siteDir: __dirname}]],
  remarkPlugins: [
    remarkMath,
    remarkKatexCss,
    remarkComponentImports,
    [remarkVersionedLinks, {versions: versionedLinkOptions(__dirname)}],
    [remarkDiagrams, {siteDir: __dirname}],
  ],
  rehypePlugins: [rehypeKatex, rehypeScrollableTables],
  ...docsVersionOptions(),
} satisfies DocsOptions;

const config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: env.url,
  baseUrl: env.baseUrl,
  organizationName: 'confident-ai',
  projectName: 'deepteam',
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: true,
  },

  // SPEC §5: broken links warn at build time; tests/build/links.test.ts fails on them instead.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  // Mermaid fences are drawn ahead of time (`npm run diagrams`, src/plugins/diagrams): no Mermaid theme.
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // SPEC §9 names the storage keys ('theme', docs-preferred-version-{plugin}, the announcement keys):
  // keep them un-namespaced although future.v4 namespaces them by default.
  storage: {type: 'localStorage', namespace: false},

  customFields: {toolkitVersion: TOOLKIT_VERSION},

  staticDirectories: search.staticDirectories,

  presets: [
    [
      'classic',
      {
        docs: {
          ...sharedDocsOptions,
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'DeepTeam blog',
          blogDescription: BLOG_PAGE_DESCRIPTIONS.index,
          blogSidebarCount: 0,
          showReadingTime: true,
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'DeepTeam blog',
            copyright: `Copyright © ${SITE.copyrightYear} DeepTeam contributors`,
            xslt: false,
          },
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [
            remarkMath,
            remarkKatexCss,
            remarkComponentImports,
            // Posts' docs links open the release their code targets (BLOG_VERSION).
            [remarkVersionedLinks, {versions: versionedLinkOptions(__dirname)}],
            [remarkDiagrams, {siteDir: __dirname}],
          ],
          rehypePlugins: [rehypeKatex, rehypeScrollableTables],
        },
        theme: {customCss: ['./src/css/fonts.css', './src/css/custom.css']},
        sitemap: {changefreq: 'weekly', lastmod: 'date'},
        gtag: gtagOptions(env),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './src/plugins/safe-location/index.ts',
    './src/plugins/fonts/index.ts',
    './src/plugins/page-css/index.ts',
    './src/plugins/code-highlight/index.ts',
    './src/plugins/diagrams/index.ts',
    './src/plugins/link-preload/index.ts',
    './src/plugins/lean-main/index.ts',
    './src/plugins/catalogue-chunk/index.ts',
    './src/plugins/api-reference/index.ts',
    './src/plugins/build-cache-key/index.ts',
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: 'guides',
        path: 'guides',
        routeBasePath: 'guides',
        sidebarPath: './guides-sidebars.ts',
      } satisfies DocsOptions,
    ],
    ['@docusaurus/plugin-client-redirects', {redirects: docsRedirects()}],
    ...analyticsPlugins(env),
    ...search.plugins,
    ['./src/plugins/build-output/index.ts', {env}],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'LLM red teaming, AI safety, jailbreaking, guardrails, OWASP'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.text,
      backgroundColor: 'var(--site-announcement-bg)',
      textColor: 'var(--site-announcement-fg)',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: SITE.title,
      hideOnScroll: false,
      logo: {
        alt: 'DeepTeam logo',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'md', position: 'left', label: 'Docs'},
        {to: '/plan', label: 'Plan a run', position: 'left'},
        // The guides' main page (SPEC: guide-custom-vulnerability), not the first item of the job-grouped
        // sidebar, which changes as guides are written; the item stays active on every guide of the sidebar.
        {
          type: 'doc',
          docsPluginId: 'guides',
          docId: 'guide-custom-vulnerability',
          position: 'left',
          label: 'Guides',
        },
        {to: '/blog', label: 'Blog', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right', className: 'navbar__item--version'},
        {type: 'docsVersionDropdown', docsPluginId: 'guides', position: 'right', className: 'navbar__item--version'},
        {type: 'search', position: 'right'},
        {
          href: LINKS.communityChat,
          position: 'right',
          className: 'header-icon-link header-icon-link--chat',
          'aria-label': 'Community chat on Discord',
        },
        {
          href: LINKS.repository,
          position: 'right',
          className: 'header-icon-link header-icon-link--github',
          'aria-label': 'DeepTeam source repository on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Introduction', to: '/docs/getting-started'},
            {label: 'Guides', to: '/guides/guide-custom-vulnerability'},
          ],
        },
        {
          title: 'Articles You Must Read',
          items: FOOTER_ARTICLES.map(({label, href}) => ({label, href})),
        },
        {
          title: 'Red Teaming Community',
          items: [
            {label: 'GitHub', href: LINKS.repository},
            {label: 'Discord', href: LINKS.communityChat},
            {label: 'Newsletter', href: LINKS.newsletter},
          ],
        },
      ],
      copyright: `Copyright © ${SITE.copyrightYear} DeepTeam contributors.`,
    },
    prism: {
      theme: codeThemes.light,
      darkTheme: codeThemes.dark,
      additionalLanguages: ['python', 'bash', 'yaml', 'json'],
    },
    ...(search.algolia ? {algolia: search.algolia} : {}),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
