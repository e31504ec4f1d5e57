import React, {type ReactNode} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {VERSIONS} from '@site/src/data/versions';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {apiGroup} from '@site/src/plugins/api-reference/groups';
import type {ApiGroupId} from '@site/src/plugins/api-reference/types';
import styles from './styles.module.css';

type Props = {
  /** The import line of the class (`from deepteam.vulnerabilities import Bias`): its entry's id is its path. */
  readonly importStatement: string;
  readonly group: ApiGroupId;
  /** `note`: a paragraph of its own (pages without an at-a-glance card); `inline`: a link in a card. */
  readonly variant?: 'inline' | 'note';
};

/**
 * Links a class page to the class's entry in the API reference of the same release. A plain link, not
 * the router's: the router would fetch the reference page's code as soon as the link scrolls into view.
 */
export default function ApiEntryLink({importStatement, group, variant = 'inline'}: Props): ReactNode {
  const docsVersion = VERSIONS[useToolkitVersion()].docsVersion;
  const version = useAllDocsData().default?.versions.find((v) => v.name === docsVersion);
  const page = version?.docs.find((doc) => doc.id === apiGroup(group).docId);
  const match = /^from\s+([\w.]+)\s+import\s+(\w+)/.exec(importStatement);
  if (!page || !match) return null;
  const id = `${match[1]}.${match[2]}`;
  const link = (
    <a href={`${page.path}#${id}`}>
      <code>{match[2]}</code> in the {apiGroup(group).label} API reference
    </a>
  );
  if (variant === 'inline') return link;
  return (
    <p className={styles.note}>
      Signature, parameters and release history: {link}.
    </p>
  );
}
