import React, {type ReactNode} from 'react';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import CodeBlock from '@theme/CodeBlock';
import {installCommand} from '@site/src/data/versions';

/** The pinned install command for the documented release, as a copyable shell block. */
export default function InstallCommand(): ReactNode {
  return <CodeBlock language="bash">{installCommand(useToolkitVersion())}</CodeBlock>;
}
