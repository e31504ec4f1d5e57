/**
 * Ejected (leaf): the theme's page metadata, with the release in the title of every page that is not
 * the default release's ("Bias (DeepTeam 0.2.8)"), so each release's copy of a page has a title of its
 * own in tabs, bookmarks, search engines and the site search.
 */
import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {DEFAULT_VERSION, VERSIONS} from '@site/src/data/versions';

export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const version = useToolkitVersion();
  const title = version === DEFAULT_VERSION ? metadata.title : `${metadata.title} (DeepTeam ${VERSIONS[version].release})`;
  return (
    <PageMetadata
      title={title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
