// Wrapped to give the page a description for search results and link previews: the tag list has no description.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/BlogTagsListPage';
import type OriginalType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';
import {BLOG_PAGE_DESCRIPTIONS} from '@site/src/data/site';

export default function BlogTagsListPage(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageDescription text={BLOG_PAGE_DESCRIPTIONS.tags} />
    </>
  );
}
