import React, {type ReactNode} from 'react';
import DocLink from '@site/src/components/DocLink';
import {VULNERABILITIES} from '@site/src/data/vulnerabilities';
import {ATTACKS} from '@site/src/data/attacks';
import {GUARDS} from '@site/src/data/guards';

/** Docs page of every catalogued class, for linking a class name wherever it appears. */
const PAGE_OF_CLASS = new Map<string, string | null>([
  ...VULNERABILITIES.map((v) => [v.className, v.pageId] as const),
  ...ATTACKS.map((a) => [a.className, a.pageId] as const),
  ...GUARDS.map((g) => [g.className, g.pageId] as const),
]);

type Props = {
  readonly names: readonly string[];
  /** Shown when the list is empty. */
  readonly empty?: string;
};

/** Class names in code font, comma-separated, each linked to its page when that page exists. */
export default function ClassNames({names, empty = 'None'}: Props): ReactNode {
  if (names.length === 0) return <span>{empty}</span>;
  return names.map((name, index) => (
    <React.Fragment key={name}>
      {index > 0 && ', '}
      <DocLink id={PAGE_OF_CLASS.get(name) ?? null}>
        <code>{name}</code>
      </DocLink>
    </React.Fragment>
  ));
}
