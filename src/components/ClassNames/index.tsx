import React, {type ReactNode} from 'react';
import DocLink from '@site/src/components/DocLink';
import {vulnerabilitiesOf} from '@site/src/data/vulnerabilities';
import {attacksOf} from '@site/src/data/attacks';
import {GUARDS} from '@site/src/data/guards';
import {TOOLKIT_VERSIONS, type ToolkitVersion} from '@site/src/data/versions';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

/** Docs page of every catalogued class in each release, for linking a class name wherever it appears. */
const PAGE_OF_CLASS = new Map<ToolkitVersion, Map<string, string | null>>(
  TOOLKIT_VERSIONS.map((version) => [
    version,
    new Map<string, string | null>([
      ...vulnerabilitiesOf(version).map((v) => [v.className, v.pageId] as const),
      ...attacksOf(version).map((a) => [a.className, a.pageId] as const),
      ...GUARDS.map((g) => [g.className, g.pageId] as const),
    ]),
  ]),
);

type Props = {
  readonly names: readonly string[];
  /** Shown when the list is empty. */
  readonly empty?: string;
};

/** Class names in code font, comma-separated, each linked to its page when that page exists. */
export default function ClassNames({names, empty = 'None'}: Props): ReactNode {
  const pages = PAGE_OF_CLASS.get(useToolkitVersion())!;
  if (names.length === 0) return <span>{empty}</span>;
  return names.map((name, index) => (
    <React.Fragment key={name}>
      {index > 0 && ', '}
      <DocLink id={pages.get(name) ?? null}>
        <code>{name}</code>
      </DocLink>
    </React.Fragment>
  ));
}
