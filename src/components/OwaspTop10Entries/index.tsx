import React, {type ReactNode} from 'react';
import {OWASP_ENTRY_IDS, OWASP_TOP_10} from '@site/src/data/frameworks';
import ClassNames from '@site/src/components/ClassNames';
import TableScroll from '@site/src/components/TableScroll';

/** The ten OWASP Top 10 for LLMs (2025) entries with the DeepTeam classes that speak to each. */
export default function OwaspTop10Entries(): ReactNode {
  return (
    <TableScroll label="OWASP Top 10 for LLMs entries and DeepTeam classes">
      <table>
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col">Risk</th>
            <th scope="col">Vulnerabilities</th>
            <th scope="col">Attacks</th>
          </tr>
        </thead>
        <tbody>
          {OWASP_ENTRY_IDS.map((id) => {
            const entry = OWASP_TOP_10[id];
            return (
              <tr key={id}>
                <td>{id}:2025</td>
                <td>
                  <strong>{entry.title}</strong>
                  <br />
                  {entry.summary}
                </td>
                <td>
                  <ClassNames names={entry.vulnerabilities} empty="Not testable by prompting" />
                </td>
                <td>
                  <ClassNames
                    names={entry.attacks}
                    empty={entry.vulnerabilities.length > 0 ? 'No specific attack: plain probes suffice' : '—'}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

