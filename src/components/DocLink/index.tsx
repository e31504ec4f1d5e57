import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {VERSIONS} from '@site/src/data/versions';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

type Props = {
  /** Docs page id in the /docs instance, e.g. `red-teaming-vulnerabilities-bias`. */
  readonly id: string | null;
  readonly children: ReactNode;
};

/**
 * Links to a docs page of the same release as the page it renders on when that page exists, and renders
 * plain text otherwise, so catalogue tables can name classes whose pages are not written yet without
 * producing broken links.
 */
export default function DocLink({id, children}: Props): ReactNode {
  const docsVersion = VERSIONS[useToolkitVersion()].docsVersion;
  const docs = useAllDocsData().default;
  const version = docs?.versions.find((v) => v.name === docsVersion);
  const doc = id ? version?.docs.find((d) => d.id === id) : undefined;
  return doc ? <Link to={doc.path}>{children}</Link> : <>{children}</>;
}
