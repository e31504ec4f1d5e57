import React, {type ReactNode} from 'react';
import type {Parameter} from '@site/src/data/toolkit';
import TableScroll from '@site/src/components/TableScroll';

import styles from './styles.module.css';

type Props = {
  readonly label: string;
  readonly parameters: readonly Parameter[];
  /** Our description of each parameter, by name. */
  readonly docs: Readonly<Record<string, string>>;
  /** Shown instead of the source default for parameters whose default is an expression. */
  readonly defaultNotes?: Readonly<Record<string, string>>;
};

/** A constructor's parameters: name, annotation, default (as in the source) and what it does. */
export default function ParametersTable({label, parameters, docs, defaultNotes = {}}: Props): ReactNode {
  return (
    <TableScroll label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Parameter and type</th>
            <th scope="col">Default</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={parameter.name}>
              <td>
                <code className={styles.name}>{parameter.name}</code>{' '}
                <span className={styles.annotation}>
                  <code>{parameter.annotation}</code>
                </span>
              </td>
              <td>
                {defaultNotes[parameter.name] ??
                  (parameter.required || parameter.default === null ? 'required' : <code>{parameter.default}</code>)}
              </td>
              <td>{docs[parameter.name] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
