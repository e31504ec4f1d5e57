// Wrapped to mark a blog post's article for the local search index, on the post's own page only
// (lists of posts show excerpts that must not be indexed twice). The blog is not versioned, so a post
// carries every release's `version` filter and is found whichever release a reader searches.
// Each post says which release its code targets (BLOG_VERSION); its docs links open that release.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Link from '@docusaurus/Link';
import {BLOG_VERSION, DEFAULT_VERSION, TOOLKIT_VERSIONS, VERSIONS} from '@site/src/data/versions';
import CopyPage from '@site/src/components/CopyPage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  const llmsTxt = useBaseUrl('/llms.txt');
  if (!isBlogPostPage) return <Content {...props} />;
  return (
    <div data-pagefind-body="" data-pagefind-meta="section:Blog">
      <span data-pagefind-meta="title" hidden>
        {metadata.title}
      </span>
      {TOOLKIT_VERSIONS.map((version) => (
        <span key={version} data-pagefind-filter={`version:${version}`} hidden />
      ))}
      <CopyPage llmsTxt={llmsTxt} className={styles.copyPage} />
      <ReleaseNote />
      <Content {...props} />
    </div>
  );
}

/** Which release the post's code was written for, and where a reader of the current release goes. */
function ReleaseNote(): ReactNode {
  const {release} = VERSIONS[BLOG_VERSION];
  return (
    <aside className={styles.note} aria-label="Toolkit release" data-pagefind-ignore="">
      <strong>Written for DeepTeam {release}.</strong> The code in this post targets {release}, and its links to the
      docs open the {release} pages.
      {BLOG_VERSION !== DEFAULT_VERSION && (
        <>
          {' '}
          Using {VERSIONS[DEFAULT_VERSION].label}? <Link to="/docs/migrating-to-1-0">Migrating to 1.0</Link> lists what to
          change first.
        </>
      )}
    </aside>
  );
}
