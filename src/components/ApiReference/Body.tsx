/**
 * The entries of an API reference page, rendered to HTML once, during the build (./render.ts): plain
 * elements without Docusaurus contexts, so the same markup serves the page, its Markdown export and the
 * search index, and the browser adopts it as it is instead of hydrating thousands of elements
 * (./index.tsx). `data-api-*` attributes carry what the name filter matches on.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {ApiPageData, Entry, Fact, Mark, Method, PageLink} from '@site/src/plugins/api-reference/types';
import {CodeView, EntryCode, ExtraCode, SignatureLines, type Links} from './Code';
import Marks from './Marks';
import styles from './styles.module.css';

/** Pagefind weight of a name's heading: the highest, so a pasted name finds its entry first. */
const NAME_WEIGHT = '10';

/** What the filter matches a name on: its dotted path and its heading text. */
const namesOf = (id: string, name: string) => `${id} ${name}`.toLowerCase();

/** A heading with its own anchor link, as the theme's headings have. */
function NameHeading({as: Tag, id, className, children}: {as: 'h2' | 'h3' | 'h4'; id: string; className?: string; children: ReactNode}): ReactNode {
  return (
    <Tag id={id} className={clsx(styles.anchor, className)} {...(Tag === 'h2' ? {} : {'data-pagefind-weight': NAME_WEIGHT})}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${id}`} title={`Direct link to ${id}`}>
        &#8203;
      </a>
    </Tag>
  );
}

const KIND_LABELS: Readonly<Record<string, string>> = {
  name: 'exported name',
  command: 'CLI command',
};

function UsedOn({pages}: {pages?: readonly PageLink[]}): ReactNode {
  if (!pages?.length) return null;
  const FIRST = 6;
  const join = (list: readonly PageLink[]) =>
    list.flatMap((page, index) => [
      index > 0 ? ', ' : '',
      <a key={page.href} href={page.href}>
        {page.title}
      </a>,
    ]);
  const rest = pages.length - FIRST;
  return (
    <div className={styles.usedOn}>
      <span className={styles.usedOnLabel}>Used on</span> {join(rest > 2 ? pages.slice(0, FIRST) : pages)}
      {rest > 2 && (
        <>
          {` and ${rest} more pages.`}
          {/* The full list is for readers; the Markdown export keeps the count. */}
          <details className={styles.more} data-md-skip="">
            <summary>Show all {pages.length} pages</summary>
            {join(pages.slice(FIRST))}
          </details>
        </>
      )}
    </div>
  );
}

const codeRef = (name: string, links: Links) => <code>{links[name] ? <a href={links[name]}>{name}</a> : name}</code>;

function FactValue({fact, links}: {fact: Fact; links: Links}): ReactNode {
  const items = [...(fact.code ?? []).map((text) => <code>{text}</code>), ...(fact.refs ?? []).map((name) => codeRef(name, links))];
  return (
    <>
      {items.map((item, index) => (
        <React.Fragment key={index}>
          {index > 0 && ', '}
          {item}
        </React.Fragment>
      ))}
      {fact.text && (items.length ? <span className={styles.factNote}> ({fact.text})</span> : fact.text)}
    </>
  );
}

function Facts({entry, links}: {entry: Entry; links: Links}): ReactNode {
  const rows: {label: string; value: ReactNode}[] = (entry.facts ?? []).map((fact) => ({label: fact.label, value: <FactValue fact={fact} links={links} />}));
  // A command has no import line to carry its module (see EntryCode).
  if (!entry.importLine && entry.definedIn) rows.push({label: 'Defined in', value: <code>{entry.definedIn}</code>});
  if (entry.page) rows.push({label: 'Docs page', value: <a href={entry.page.href}>{entry.page.title}</a>});
  if (rows.length === 0) return null;
  return (
    <ul className={styles.facts}>
      {rows.map((row) => (
        <li key={row.label}>
          <span className={styles.factLabel}>{row.label}:</span> {row.value}
        </li>
      ))}
    </ul>
  );
}

function Types({entry, links}: {entry: Entry; links: Links}): ReactNode {
  const types = entry.types;
  if (!types) return null;
  const enumName = types.enumId?.split('.').pop();
  const perValue = new Map<string, Mark[]>();
  const general: Mark[] = [];
  for (const mark of types.marks ?? []) {
    const match = /^([\w ]+): (.*)$/.exec(mark.text);
    if (match && types.values.includes(match[1]!)) perValue.set(match[1]!, [...(perValue.get(match[1]!) ?? []), {...mark, text: match[2]!}]);
    else general.push(mark);
  }
  return (
    <div className={styles.types}>
      <p className={styles.blockLabel}>
        {types.label.split(/`([^`]+)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}
        {enumName && <> (the values of {codeRef(enumName, links)})</>} <Marks marks={general} />
      </p>
      <ul className={styles.chips}>
        {types.values.map((value) => (
          <li key={value}>
            <code>{value}</code>
            <Marks marks={perValue.get(value)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CommandView({entry}: {entry: Entry}): ReactNode {
  const command = entry.command;
  if (!command) return null;
  const rows = [
    ...(command.arguments ?? []).map((a) => ({flags: a.name, type: a.annotation, default: a.default, overrides: null, kind: 'argument', marks: a.marks ?? []})),
    ...(command.options ?? []).map((o) => ({...o, kind: 'option', marks: o.marks ?? []})),
  ];
  const withOverrides = rows.some((row) => row.overrides);
  return (
    <>
      <pre className={styles.code} data-lang="bash" data-api-code="">
        {command.usage}
      </pre>
      {rows.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`${entry.name} arguments and options`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Argument or option</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
                {withOverrides && <th scope="col">Overrides</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.flags}>
                  <td>
                    <code>{row.flags}</code> <Marks marks={row.marks} />
                  </td>
                  <td>{row.type ? <code>{row.type}</code> : row.kind}</td>
                  <td>{row.default ? <code>{row.default}</code> : row.kind === 'argument' ? 'required' : 'none'}</td>
                  {withOverrides && <td>{row.overrides ? <code>{row.overrides}</code> : ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {command.configKeys?.length ? (
        <>
          <p className={styles.blockLabel}>Config file keys it reads</p>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`Config file keys ${entry.name} reads`}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Default</th>
                </tr>
              </thead>
              <tbody>
                {command.configKeys.map((key) => (
                  <tr key={key.path}>
                    <td>
                      <code>{key.path}</code> <Marks marks={key.marks} />
                    </td>
                    <td>{key.default ? <code>{key.default}</code> : 'none'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}

function MethodView({method, links}: {method: Method; links: Links}): ReactNode {
  // `async def` in the signature says whether it is a coroutine.
  const badges: Mark[] = [...(method.abstract ? [{tone: 'note' as const, text: 'abstract'}] : []), ...(method.marks ?? [])];
  return (
    <div className={styles.method} data-api-member="" data-api-names={namesOf(method.id, method.name)}>
      <NameHeading as="h4" id={method.id} className={styles.memberHeading}>
        {method.name}
      </NameHeading>
      {badges.length > 0 && (
        <p className={styles.meta}>
          <Marks marks={badges} />
        </p>
      )}
      <CodeView>
        <SignatureLines signature={method.signature} links={links} />
      </CodeView>
      {method.returnsAtRuntime && (
        <p className={styles.note}>Returns {codeRef(method.returnsAtRuntime, links)} at run time (the source has no return annotation).</p>
      )}
      <UsedOn pages={method.usedOn} />
    </div>
  );
}

function EntryView({entry, links, companion = false}: {entry: Entry; links: Links; companion?: boolean}): ReactNode {
  const kind = KIND_LABELS[entry.kind] ?? entry.kind;
  const marker = companion ? {'data-api-member': ''} : {'data-api-entry': ''};
  if (!entry.described) {
    // The sheet records only that a package exports the name: one line says where and that nothing else is known.
    return (
      <div className={clsx(styles.entry, companion && styles.companion)} {...marker} data-api-names={namesOf(entry.id, entry.name)}>
        <NameHeading as={companion ? 'h4' : 'h3'} id={entry.id} className={styles.entryHeading}>
          {entry.name}
        </NameHeading>
        <p className={styles.meta}>
          <code className={styles.path}>{entry.id}</code> <span className={styles.kind}>{kind}</span>
          <Marks marks={entry.marks} />
        </p>
        <p className={styles.note}>
          <code>{entry.importLine}</code>
          {entry.definedIn && (
            <>
              {' '}
              (defined in <code>{entry.definedIn}</code>)
            </>
          )}
          . The facts sheet records only that the name is exported: no signature, fields or members.
        </p>
        <UsedOn pages={entry.usedOn} />
      </div>
    );
  }
  return (
    <div className={clsx(styles.entry, companion && styles.companion)} {...marker} data-api-names={namesOf(entry.id, entry.name)}>
      <NameHeading as={companion ? 'h4' : 'h3'} id={entry.id} className={styles.entryHeading}>
        {entry.name}
      </NameHeading>
      {/* The full dotted path, as a reader pastes it into search or an import. */}
      <p className={styles.meta}>
        <code className={styles.path}>{entry.id}</code> <span className={styles.kind}>{kind}</span>
        <Marks marks={entry.marks} />
      </p>
      <EntryCode entry={entry} links={links} />
      <ExtraCode entry={entry} links={links} />
      <CommandView entry={entry} />
      <Types entry={entry} links={links} />
      <Facts entry={entry} links={links} />
      <UsedOn pages={entry.usedOn} />
      {(entry.methods ?? []).map((method) => (
        <MethodView key={method.id} method={method} links={links} />
      ))}
      {(entry.companions ?? []).map((c) => (
        <EntryView key={c.id} entry={c} links={links} companion />
      ))}
    </div>
  );
}

/** Every section of the page: a module heading, then its names. */
export default function Body({data}: {data: ApiPageData}): ReactNode {
  const links = data.links ?? {};
  return (
    <>
      {(data.sections ?? []).map((section) => (
        <div key={section.id} className={styles.module} data-api-module="">
          <NameHeading as="h2" id={section.id} className={styles.moduleHeading}>
            {section.title}
          </NameHeading>
          {section.entries.map((entry) => (
            <EntryView key={entry.id} entry={entry} links={links} />
          ))}
        </div>
      ))}
    </>
  );
}
