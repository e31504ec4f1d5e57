// Sets a page's meta description (and its social-card twin). Rendered after a theme page, it replaces
// the description that page set, or adds one where the theme sets none.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

export default function PageDescription({text}: {text: string}): ReactNode {
  return (
    <Head>
      <meta name="description" content={text} />
      <meta property="og:description" content={text} />
    </Head>
  );
}
