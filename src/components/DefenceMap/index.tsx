import React, {type ReactNode} from 'react';
import DocLink from '@site/src/components/DocLink';
import TableScroll from '@site/src/components/TableScroll';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {inlineCode} from '@site/src/components/InlineCode';
import {attackDefences, DEFENCE_BASIS, NO_GUARD, vulnerabilityDefences, type DefenceBasis, type DefenceRow} from '@site/src/data/defence';
import {GUARDS} from '@site/src/data/guards';
import {attacksOf} from '@site/src/data/attacks';
import {vulnerabilitiesOf} from '@site/src/data/vulnerabilities';

import styles from './styles.module.css';

const BASIS: Record<DefenceBasis, string> = {
  toolkit: 'toolkit',
  ours: 'our judgement',
};

function Cell({basis}: {readonly basis: DefenceBasis | null}): ReactNode {
  if (!basis) {
    return (
      <td className={styles.none}>
        <span aria-hidden="true">–</span>
        <span className={styles.srOnly}>no</span>
      </td>
    );
  }
  return (
    <td>
      <span className={basis === 'toolkit' ? styles.toolkit : styles.ours}>{BASIS[basis]}</span>
    </td>
  );
}

function MapTable({label, rows, what}: {readonly label: string; readonly rows: readonly DefenceRow[]; readonly what: string}): ReactNode {
  const uncovered = rows.filter((r) => Object.values(r.guards).every((basis) => basis === null));
  return (
    <>
      <TableScroll label={label}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{what}</th>
              {GUARDS.map((guard) => (
                <th scope="col" key={guard.id}>
                  <DocLink id={guard.pageId}>
                    <code>{guard.className}</code>
                  </DocLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.className}>
                <th scope="row">
                  <DocLink id={r.pageId}>
                    <code>{r.className}</code>
                  </DocLink>
                </th>
                {GUARDS.map((guard) => (
                  <Cell key={guard.id} basis={r.guards[guard.id]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        <strong>No guard is meant for</strong> {uncovered.length} of these {rows.length}:
      </p>
      <ul>
        {uncovered.map((r) => (
          <li key={r.className}>
            <DocLink id={r.pageId}>
              <code>{r.className}</code>
            </DocLink>
            : {inlineCode(NO_GUARD[r.className] ?? '')}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Vulnerabilities and attacks of the page's release × the seven guards: which guard is meant to catch
 * what ("toolkit" where the toolkit itself names the class, "our judgement" elsewhere), and what no
 * guard covers.
 */
export default function DefenceMap(): ReactNode {
  const version = useToolkitVersion();
  return (
    <div className={styles.map}>
      <MapTable label="Vulnerabilities by guard" what="Vulnerability" rows={vulnerabilityDefences(vulnerabilitiesOf(version))} />
      <MapTable label="Attacks by guard" what="Attack" rows={attackDefences(attacksOf(version))} />
      <p>What each guard’s cells rest on, from its judge prompt:</p>
      <ul>
        {GUARDS.map((guard) => (
          <li key={guard.id}>
            <DocLink id={guard.pageId}>
              <code>{guard.className}</code>
            </DocLink>
            : {inlineCode(DEFENCE_BASIS[guard.id])}
          </li>
        ))}
      </ul>
    </div>
  );
}
