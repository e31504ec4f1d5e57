import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

type Props = {
  /** Docs page id in the /docs instance, e.g. `red-teaming-vulnerabilities-bias`. */
  readonly id: string | null;
  readonly children: ReactNode;
};

/**
 * Links to a docs page when it exists and renders plain text otherwise, so catalogue tables can name
 * classes whose pages are not written yet without producing broken links.
 */
export default function DocLink({id, children}: Props): ReactNode {
  const docs = useAllDocsData().default;
  const doc = id ? docs?.versions[0]?.docs.find((d) => d.id === id) : undefined;
  return doc ? <Link to={doc.path}>{children}</Link> : <>{children}</>;
}
