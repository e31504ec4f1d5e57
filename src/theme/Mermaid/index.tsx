// Wrapped to keep each diagram's source in the server-rendered HTML (the diagram itself is drawn in the
// browser), so the page's Markdown (src/plugins/machine-docs) carries it as a ```mermaid block.
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <Mermaid {...props} />
      <pre hidden data-mermaid-source="" data-pagefind-ignore="all">
        {props.value}
      </pre>
    </>
  );
}
