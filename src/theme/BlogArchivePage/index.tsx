// Wrapped to give the page a description for search results and link previews: the archive lists no description of its own ("Archive").
import React, {type ReactNode} from 'react';
import Original from '@theme-original/BlogArchivePage';
import type OriginalType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';
import {BLOG_PAGE_DESCRIPTIONS} from '@site/src/data/site';

export default function BlogArchivePage(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <>
      <Original {...props} />
      <PageDescription text={BLOG_PAGE_DESCRIPTIONS.archive} />
    </>
  );
}
