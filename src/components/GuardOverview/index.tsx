import React, {type ReactNode} from 'react';
import DocLink from '@site/src/components/DocLink';
import TableScroll from '@site/src/components/TableScroll';
import {GUARDS, type Guard} from '@site/src/data/guards';

import styles from './styles.module.css';

const PLACEMENT: Record<Guard['placement'], ReactNode> = {
  input: 'Input',
  output: 'Output',
  both: 'Input and output',
};

/** Every guard of the toolkit: what it stops, where it goes, and what you can set. */
export default function GuardOverview(): ReactNode {
  return (
    <TableScroll label="Guards in DeepTeam">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Guard</th>
            <th scope="col">What it stops</th>
            <th scope="col">Best placed on</th>
            <th scope="col">Settings</th>
          </tr>
        </thead>
        <tbody>
          {GUARDS.map((guard) => {
            const settings = guard.parameters.filter((p) => p.name !== 'model');
            return (
              <tr key={guard.id}>
                <td data-label="Guard">
                  <DocLink id={guard.pageId}>
                    <code>{guard.className}</code>
                  </DocLink>
                </td>
                <td data-label="Stops">{guard.summary}</td>
                <td data-label="Placed on">
                  {PLACEMENT[guard.placement]}
                  {guard.checkChosenBy === 'guard_type' && (
                    <span className={styles.note}>
                      {' '}
                      (chosen by <code>guard_type</code>)
                    </span>
                  )}
                </td>
                <td data-label="Settings">
                  {settings.length === 0
                    ? (
                        <>
                          Only <code>model</code>
                        </>
                      )
                    : settings.map((p, index) => (
                        <React.Fragment key={p.name}>
                          {index > 0 && ', '}
                          <code>{p.name}</code>
                        </React.Fragment>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
