import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {INSTALL_COMMAND} from '@site/src/data/site';

/** The pinned install command for the documented release, as a copyable shell block. */
export default function InstallCommand(): ReactNode {
  return <CodeBlock language="bash">{INSTALL_COMMAND}</CodeBlock>;
}
