// Wrapped to mark a blog post's article for the local search index, on the post's own page only
// (lists of posts show excerpts that must not be indexed twice). Rendering is unchanged.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  if (!isBlogPostPage) return <Content {...props} />;
  return (
    <div data-pagefind-body="" data-pagefind-meta="section:Blog">
      <span data-pagefind-meta="title" hidden>
        {metadata.title}
      </span>
      <Content {...props} />
    </div>
  );
}
