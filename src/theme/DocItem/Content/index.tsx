// Wrapped to mark the article for the local search index (Pagefind indexes only data-pagefind-body),
// to record its section (the docs sidebar category, or "Guides") and the toolkit release it documents:
// a `version` filter, so search can stay within the reader's release, and a `release` meta for the
// result's label. It also puts the "Copy page" button by the title.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {DEFAULT_VERSION, VERSIONS} from '@site/src/data/versions';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CopyPage from '@site/src/components/CopyPage';

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
  const llmsTxt = useBaseUrl(version === DEFAULT_VERSION ? '/llms.txt' : `/llms-${VERSIONS[version].label}.txt`);
  return (
    <div
      data-pagefind-body=""
      data-pagefind-meta={`section:${section.replace(/[,:]/g, ' ')}`}
      data-pagefind-filter={`version:${version}`}>
      <span data-pagefind-meta={`release:${VERSIONS[version].label}`} hidden />
      <CopyPage llmsTxt={llmsTxt} />
      <Content {...props} />
    </div>
  );
}
