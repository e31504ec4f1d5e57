/**
 * The index of the API reference (`<ApiIndex />` in docs/api-reference.mdx): each page of the reference
 * with the names it lists, for the page's release, from data written at build time. A filter by name
 * narrows the lists; without JavaScript every name is there.
 */
import React, {useDeferredValue, useMemo, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {ApiIndexData} from '@site/src/plugins/api-reference/types';
import ApiFilter, {matches} from '@site/src/components/ApiFilter';
import styles from './styles.module.css';

type Props = {readonly data: ApiIndexData};

const KIND_LABELS: Readonly<Record<string, string>> = {name: 'exported name', command: 'CLI command'};

export default function ApiIndex({data}: Props): ReactNode {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const all = useMemo(() => data.groups.flatMap((g) => g.entries.map((e) => ({...e, href: `${g.href}#${e.id}`}))), [data]);
  const shown = useMemo(() => new Set((deferred ? all.filter((e) => matches(deferred, `${e.id} ${e.name}`)) : all).map((e) => e.id)), [all, deferred]);
  const first = all.find((e) => shown.has(e.id));
  return (
    <div className={styles.index}>
      <p>
        {data.entryCount} public names of DeepTeam {data.release} on {data.groups.length} pages, generated from the facts sheet of{' '}
        <a href={data.source.url}>{data.source.ref}</a>. Each entry gives the name’s import line, its signature, fields or members, the release it
        arrived in or changed in where that is known, and the pages whose code samples use it.
      </p>
      <ApiFilter
        query={query}
        onChange={setQuery}
        onSubmit={() => {
          if (first) window.location.assign(first.href);
        }}
        shown={shown.size}
        total={all.length}
        noun="names"
      />
      {data.groups.map((group) => {
        const entries = group.entries.filter((e) => shown.has(e.id));
        return (
          <section key={group.group} hidden={entries.length === 0} className={styles.group}>
            <Heading as="h2" id={group.group}>
              <a href={group.href}>{group.title}</a>
            </Heading>
            <ul className={styles.names}>
              {group.entries.map((entry) => (
                <li key={entry.id} hidden={!shown.has(entry.id)}>
                  <a href={`${group.href}#${entry.id}`}>
                    <code>{entry.name}</code>
                  </a>{' '}
                  <span className={styles.kind}>{KIND_LABELS[entry.kind] ?? entry.kind}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
