// Wrapped to register Prism's extra languages here instead of in the theme's client module, which
// put Prism in the main bundle of every page (src/plugins/prism-per-page removes it). Code blocks render
// only inside page content, so Prism now ships with the chunks of pages that show code.
import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default function CodeBlockContent(props: Props): ReactNode {
  return <Content {...props} />;
}
