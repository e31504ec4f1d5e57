/**
 * Ejected (leaf): the theme's page metadata, with the release in the title of every page that is not
 * the default release's ("Bias (DeepTeam 0.2.8)"), so each release's copy of a page has a title of its
 * own in tabs, bookmarks, search engines and the site search. It also describes the page as a
 * schema.org TechArticle (the theme's breadcrumbs already add a BreadcrumbList).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {DEFAULT_VERSION, VERSIONS} from '@site/src/data/versions';

export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const version = useToolkitVersion();
  const title = version === DEFAULT_VERSION ? metadata.title : `${metadata.title} (DeepTeam ${VERSIONS[version].release})`;
  const {siteConfig} = useDocusaurusContext();
  const article = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    description: metadata.description,
    url: `${siteConfig.url}${metadata.permalink}`,
    inLanguage: 'en',
    ...(metadata.lastUpdatedAt ? {dateModified: new Date(metadata.lastUpdatedAt).toISOString()} : {}),
    about: {'@type': 'SoftwareApplication', name: 'DeepTeam', softwareVersion: VERSIONS[version].release, applicationCategory: 'DeveloperApplication'},
    isPartOf: {'@type': 'WebSite', name: siteConfig.title, url: `${siteConfig.url}${siteConfig.baseUrl}`},
  };
  return (
    <>
      <Head>
        {/* `<` escaped so that no text can close the script element. */}
        <script type="application/ld+json">{JSON.stringify(article).replace(/</g, '\\u003c')}</script>
      </Head>
      <PageMetadata
        title={title}
        description={metadata.description}
        keywords={frontMatter.keywords}
        image={assets.image ?? frontMatter.image}
      />
    </>
  );
}
