import React, {type ReactNode} from 'react';
import {owaspTop10Framework} from '@site/src/data/frameworks';
import type {ReleaseFacts} from '@site/src/data/toolkit';
import ClassNames from '@site/src/components/ClassNames';
import TableScroll from '@site/src/components/TableScroll';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

type Framework = ReleaseFacts['owaspTop10'];

function formatArgument(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function Codes({values}: {readonly values: readonly string[]}): ReactNode {
  return values.map((value, index) => (
    <React.Fragment key={value}>
      {index > 0 && ' '}
      <code>{value}</code>
    </React.Fragment>
  ));
}

function Arguments({args}: {readonly args: Readonly<Record<string, unknown>>}): ReactNode {
  const text = Object.entries(args)
    .map(([key, value]) => `${key}=${formatArgument(value)}`)
    .join(', ');
  return text ? <code>{text}</code> : <span>defaults</span>;
}

function VulnerabilityRows({entries}: {readonly entries: Framework['vulnerabilities']}): ReactNode {
  return entries.map(({className, types, name}, index) => (
    <tr key={`${className}-${name ?? ''}-${index}`}>
      <td>
        <ClassNames names={[className]} />
        {name && <> “{name}”</>}
      </td>
      <td>
        <Codes values={types ?? []} />
      </td>
    </tr>
  ));
}

/**
 * Exactly what the toolkit's OWASPTop10 framework runs in the page's release: in 0.2.8 one list of
 * vulnerabilities with types and one of attacks with arguments; in 1.0 the same two lists for each of
 * the ten risk categories, which run as separate sub-runs.
 */
export default function OwaspFrameworkContents(): ReactNode {
  const framework = owaspTop10Framework(useToolkitVersion());
  if (framework.categories.length > 0) {
    return framework.categories.map((category) => (
      <TableScroll key={category.name} label={`${category.name}: what the OWASPTop10 framework runs`}>
        <table>
          <caption>
            <code>{category.name}</code> · {category.displayName}
          </caption>
          <thead>
            <tr>
              <th scope="col">Vulnerability</th>
              <th scope="col">Types it runs</th>
            </tr>
          </thead>
          <tbody>
            <VulnerabilityRows entries={category.vulnerabilities} />
            <tr>
              <th scope="row">Attacks</th>
              <td>
                {category.attacks.map(({className, arguments: args}, index) => (
                  <React.Fragment key={className}>
                    {index > 0 && '; '}
                    <ClassNames names={[className]} /> <Arguments args={args} />
                  </React.Fragment>
                ))}
              </td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    ));
  }
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
            <VulnerabilityRows entries={framework.vulnerabilities} />
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
            {framework.attacks.map(({className, arguments: args}) => (
              <tr key={className}>
                <td>
                  <ClassNames names={[className]} />
                </td>
                <td>
                  <Arguments args={args} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
