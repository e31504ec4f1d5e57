// Wrapped to give an author's page the author's description (blog/authors.yml) as its meta
// description; the theme shows it on the page but leaves the meta tag empty.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type OriginalType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

export default function BlogAuthorsPostsPage(props: WrapperProps<typeof OriginalType>): ReactNode {
  return (
    <>
      <Original {...props} />
      {props.author.description ? <PageDescription text={props.author.description} /> : null}
    </>
  );
}
