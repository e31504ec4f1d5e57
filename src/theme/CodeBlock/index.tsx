// The theme's CodeBlock remounts every block once the page has hydrated (`key={String(isBrowser)}`),
// because its token colours were inline styles of the default colour mode. Ours come from the
// stylesheet of src/plugins/code-highlight for both modes, so the block hydrates once and stays.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain strings are joined into one (the copy button needs the text); elements stay as they are. */
function stringOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringOrElements(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
