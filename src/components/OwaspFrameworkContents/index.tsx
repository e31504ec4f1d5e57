import React, {type ReactNode} from 'react';
import FrameworkContents from '@site/src/components/FrameworkContents';

/** What the toolkit's OWASPTop10 framework runs in the page's release (see FrameworkContents). */
export default function OwaspFrameworkContents(): ReactNode {
  return <FrameworkContents framework="OWASPTop10" />;
}
