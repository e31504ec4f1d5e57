// Wrapped to mark the article for the local search index (Pagefind indexes only data-pagefind-body),
// to record its section (the docs sidebar category, or "Guides") and the toolkit release it documents:
// a `version` filter, so search can stay within the reader's release, and a `release` meta for the
// result's label. Rendering is unchanged.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {VERSIONS} from '@site/src/data/versions';

type Props = WrapperProps<typeof ContentType>;

function useSearchSection(): string {
  const plugin = useActivePlugin();
  const breadcrumbs = useSidebarBreadcrumbs();
  if (plugin?.pluginId === 'guides') return 'Guides';
  const category = breadcrumbs?.find((item) => item.type === 'category');
  return category?.label ?? 'Docs';
}

export default function ContentWrapper(props: Props): ReactNode {
  const section = useSearchSection();
  const version = useToolkitVersion();
  return (
    <div
      data-pagefind-body=""
      data-pagefind-meta={`section:${section.replace(/[,:]/g, ' ')}`}
      data-pagefind-filter={`version:${version}`}>
      <span data-pagefind-meta={`release:${VERSIONS[version].label}`} hidden />
      <Content {...props} />
    </div>
  );
}
