import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocLink from '@site/src/components/DocLink';
import TableScroll from '@site/src/components/TableScroll';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {customChecksOf, frameworkCoverage, frameworksOf, type CoverageRow} from '@site/src/data/frameworks';
import {vulnerabilitiesOf} from '@site/src/data/vulnerabilities';

import styles from './styles.module.css';

const ANY = '';
const NONE = '-';

function rowMatches(row: CoverageRow, query: string, framework: string): boolean {
  const text = query.trim().toLowerCase();
  const cells = Object.values(row.cells);
  const inFramework =
    framework === ANY ? true : framework === NONE ? cells.every((cell) => cell === null) : row.cells[framework] != null;
  if (!inFramework) return false;
  if (!text) return true;
  return (
    row.className.toLowerCase().includes(text) ||
    cells.some((cell) => cell?.types.some((type) => type.toLowerCase().includes(text)))
  );
}

/**
 * Which of the release's frameworks tests which vulnerability class, and with how many of its types:
 * one row per built-in class, one column per framework, from the generated framework facts. All rows
 * are in the server-rendered HTML; the filters work once the page has hydrated.
 */
export default function FrameworkCoverage(): ReactNode {
  const version = useToolkitVersion();
  const isBrowser = useIsBrowser();
  const id = useId();
  const frameworks = frameworksOf(version);
  const rows = frameworkCoverage(vulnerabilitiesOf(version), version);
  const [query, setQuery] = useState('');
  const [framework, setFramework] = useState(ANY);
  const [showTypes, setShowTypes] = useState(false);
  const shown = rows.filter((row) => rowMatches(row, query, framework)).length;
  return (
    <div className={styles.coverage}>
      <div className={styles.filters} role="group" aria-label="Filter the coverage table">
        <label className={styles.field}>
          <span>Class or type</span>
          <input
            type="search"
            value={query}
            disabled={!isBrowser}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. pii or sql"
          />
        </label>
        <label className={styles.field}>
          <span>Tested by</span>
          <select value={framework} disabled={!isBrowser} onChange={(event) => setFramework(event.target.value)}>
            <option value={ANY}>Any framework or none</option>
            {frameworks
              .filter((f) => !f.dataset)
              .map((f) => (
                <option key={f.className} value={f.className}>
                  {f.className}
                </option>
              ))}
            <option value={NONE}>No framework</option>
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={showTypes} disabled={!isBrowser} onChange={(event) => setShowTypes(event.target.checked)} />
          <span>Show the types</span>
        </label>
      </div>
      <p className={styles.count} role="status" id={`${id}-count`}>
        Showing {shown} of {rows.length} vulnerability classes
        {shown === 0 && ': none matches the filters'}.
      </p>
      <TableScroll label="Vulnerabilities by framework">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Vulnerability</th>
              {frameworks.map((f) => (
                <th scope="col" key={f.className}>
                  <DocLink id={f.pageId}>
                    <code>{f.className}</code>
                  </DocLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.className} hidden={!rowMatches(row, query, framework)}>
                <th scope="row">
                  <DocLink id={row.pageId}>
                    <code>{row.className}</code>
                  </DocLink>
                </th>
                {frameworks.map((f) => {
                  const cell = row.cells[f.className];
                  if (!cell) {
                    return (
                      <td key={f.className} className={styles.none}>
                        <span aria-hidden="true">–</span>
                        <span className={styles.srOnly}>not run</span>
                      </td>
                    );
                  }
                  return (
                    <td key={f.className} className={styles.yes}>
                      {cell.types.length >= cell.of ? `all ${cell.of}` : `${cell.types.length} of ${cell.of}`}
                      {showTypes && (
                        <span className={styles.types}>
                          {cell.types.map((type) => (
                            <code key={type}>{type}</code>
                          ))}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Checks with the framework’s own criteria</th>
              {frameworks.map((f) => {
                const checks = customChecksOf(f);
                return (
                  <td key={f.className}>
                    {checks.length > 0 ? (
                      <>
                        {checks.length} <code>CustomVulnerability</code>
                        {showTypes && (
                          <span className={styles.types}>
                            {checks.map((name) => (
                              <span key={name}>“{name}”</span>
                            ))}
                          </span>
                        )}
                      </>
                    ) : (
                      <span className={styles.none}>–</span>
                    )}
                  </td>
                );
              })}
            </tr>
            <tr>
              <th scope="row">Prompts from a public dataset</th>
              {frameworks.map((f) => (
                <td key={f.className}>{f.dataset ? <code>{f.dataset}</code> : <span className={styles.none}>–</span>}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </div>
  );
}
