import React, {type ReactNode} from 'react';
import {OWASP_TOP10_FRAMEWORK} from '@site/src/data/frameworks';
import ClassNames from '@site/src/components/ClassNames';
import TableScroll from '@site/src/components/TableScroll';

function formatArgument(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** Exactly what the toolkit's OWASPTop10 framework runs: vulnerabilities with types, attacks with arguments. */
export default function OwaspFrameworkContents(): ReactNode {
  return (
    <>
      <TableScroll label="Vulnerabilities the OWASPTop10 framework runs">
        <table>
          <thead>
            <tr>
              <th scope="col">Vulnerability</th>
              <th scope="col">Types it runs</th>
            </tr>
          </thead>
          <tbody>
            {OWASP_TOP10_FRAMEWORK.vulnerabilities.map(({className, types}) => (
              <tr key={className}>
                <td>
                  <ClassNames names={[className]} />
                </td>
                <td>
                  {types.map((type, index) => (
                    <React.Fragment key={type}>
                      {index > 0 && ' '}
                      <code>{type}</code>
                    </React.Fragment>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TableScroll label="Attacks the OWASPTop10 framework runs">
        <table>
          <thead>
            <tr>
              <th scope="col">Attack</th>
              <th scope="col">Arguments</th>
            </tr>
          </thead>
          <tbody>
            {OWASP_TOP10_FRAMEWORK.attacks.map(({className, arguments: args}) => (
              <tr key={className}>
                <td>
                  <ClassNames names={[className]} />
                </td>
                <td>
                  <code>
                    {Object.entries(args)
                      .map(([key, value]) => `${key}=${formatArgument(value)}`)
                      .join(', ')}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
