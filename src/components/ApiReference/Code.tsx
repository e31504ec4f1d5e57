/**
 * Python-shaped views of an entry: its import line, its signature (one parameter per line with its
 * release marks as comments), its fields and its members. Rendered as a `<pre data-lang="python">`, so the
 * Markdown export writes each as a fenced Python block; annotations link the names that have entries.
 */
import React, {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Entry, Mark, Member, Param, Signature} from '@site/src/plugins/api-reference/types';
import styles from './styles.module.css';

export type Links = Readonly<Record<string, string>>;

/**
 * One line of a code view. Lines are plain text: the longest reference pages have thousands of them, and
 * an element per token made those pages several times slower to load and to check. Wrapped lines hang
 * under their start (`text-indent: … each-line hanging` on the block).
 */
function Line({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      {'\n'}
    </>
  );
}


/** Text with the names that have entries linked. */
export function Linked({text, links}: {text: string; links: Links; className?: string}): ReactNode {
  const parts = text.split(/([A-Za-z_]\w*)/);
  return (
    <>
      {parts.map((part, index) => {
        const href = index % 2 === 1 ? links[part] : undefined;
        return href ? (
          <a key={index} href={href} className={styles.codeLink}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}

/** The release marks and notes of a parameter, field or member, as a trailing comment. */
function Comment({marks = [], required = false}: {marks?: readonly Mark[]; required?: boolean}): ReactNode {
  const notes: {tone: string; text: string}[] = [...(required ? [{tone: 'note', text: 'required'}] : []), ...marks];
  if (notes.length === 0) return null;
  // The first note's tone colours the comment: a parameter has one mark, rarely two.
  return <span className={clsx(styles.comment, styles[notes[0]!.tone])}>{`  # ${notes.map((note) => note.text).join('; ')}`}</span>;
}

function ParamLine({param, links, comma = true}: {param: Param; links: Links; comma?: boolean}): ReactNode {
  return (
    <Line>
      {'    '}
      {param.name}
      {param.annotation && (
        <>
          {': '}
          <Linked text={param.annotation} links={links} className={styles.type} />
        </>
      )}
      {param.default !== null && param.default !== undefined && (
        <>
          {param.annotation ? ' = ' : '='}
          {param.default}
        </>
      )}
      {comma && ','}
      {/* A default that is there but still required: pydantic's Field(...). */}
      <Comment marks={param.marks} required={Boolean(param.required) && param.default !== null && param.default !== undefined} />
    </Line>
  );
}

const inlineLength = (signature: Signature) =>
  signature.name.length + (signature.returns?.length ?? 0) + signature.params.reduce((n, p) => n + p.name.length + (p.annotation?.length ?? 0) + (p.default?.length ?? 0) + 6, 0);

/** `def name(params) -> returns`, on one line when it is short and has no marks, else one parameter a line. */
export function SignatureLines({signature, links, shownName}: {signature: Signature; links: Links; shownName?: string}): ReactNode {
  const params = signature.params;
  const head = (
    <>
      {signature.keyword} {shownName ?? signature.name}
    </>
  );
  const tail = signature.returns ? (
    <>
      {' -> '}
      <Linked text={signature.returns} links={links} className={styles.type} />
    </>
  ) : null;
  const flat = params.every((p) => (p.marks ?? []).length === 0) && inlineLength(signature) <= 64;
  if (params.length === 0 || flat) {
    return (
      <Line>
        {head}(
        {params.map((p, index) => (
          <Fragment key={p.name}>
            {index > 0 && ', '}
            {p.name}
            {p.annotation && (
              <>
                {': '}
                <Linked text={p.annotation} links={links} className={styles.type} />
              </>
            )}
            {p.default !== null && p.default !== undefined && (
              <>
                {p.annotation ? ' = ' : '='}
                {p.default}
              </>
            )}
          </Fragment>
        ))}
        ){tail}
      </Line>
    );
  }
  return (
    <>
      <Line>{head}(</Line>
      {params.map((p) => (
        <ParamLine key={p.name} param={p} links={links} />
      ))}
      <Line>){tail}</Line>
    </>
  );
}

function FieldLines({header, items, links}: {header: ReactNode; items: readonly Param[]; links: Links}): ReactNode {
  return (
    <>
      {header}
      {items.map((field) => (
        <ParamLine key={field.name} param={field} links={links} comma={false} />
      ))}
    </>
  );
}

function MemberLines({header, items}: {header: ReactNode; items: readonly Member[]}): ReactNode {
  return (
    <>
      {header}
      {items.map((member) => (
        <Line key={member.name}>
          {'    '}
          {member.name}
          {' = '}
          {member.value}
          <Comment marks={member.marks} />
        </Line>
      ))}
    </>
  );
}

function ClassHeader({entry, links}: {entry: Entry; links: Links}): ReactNode {
  const bases = entry.bases ?? [];
  return (
    <Line>
      class {entry.name}
      {bases.length > 0 && (
        <>
          (
          {bases.map((base, index) => (
            <Fragment key={base}>
              {index > 0 && ', '}
              <Linked text={base} links={links} className={styles.type} />
            </Fragment>
          ))}
          )
        </>
      )}
      :
    </Line>
  );
}

/**
 * A code view: a `pre` the Markdown export reads as a Python block. Its lines are left out of the browser
 * tests' axe runs, as code blocks' lines are (tests/support/site.ts); tests/unit/api-reference.test.ts checks
 * their colours instead.
 */
export function CodeView({children}: {children: ReactNode}): ReactNode {
  return (
    <pre className={styles.code} data-lang="python" data-api-code="">
      {children}
    </pre>
  );
}

/** The entry's main code view: its import line and its signature, fields, members or value. */
export function EntryCode({entry, links}: {entry: Entry; links: Links}): ReactNode {
  const parts: ReactNode[] = [];
  if (entry.importLine) {
    const [, module, name] = /^from (\S+) import (\S+)$/.exec(entry.importLine) ?? [];
    parts.push(
      <Line key="import">
        from {module} import {name}
      </Line>,
    );
    // Where else the same object can be imported from, and the module that defines it.
    const where = [
      ...(entry.definedIn ? [`defined in ${entry.definedIn}`] : []),
      ...(entry.alsoFrom?.length ? [`also importable from ${entry.alsoFrom.join(', ')}`] : []),
    ];
    if (where.length) {
      parts.push(
        <Line key="where">
          <span className={styles.comment}># {where.join('; ')}</span>
        </Line>,
      );
    }
  }
  const body: ReactNode[] = [];
  if (entry.signature) body.push(<SignatureLines key="signature" signature={entry.signature} links={links} />);
  else if (entry.fields) body.push(<FieldLines key="fields" header={<ClassHeader entry={entry} links={links} />} items={entry.fields.items} links={links} />);
  else if (entry.members) body.push(<MemberLines key="members" header={<ClassHeader entry={entry} links={links} />} items={entry.members.items} />);
  else if (entry.value) {
    body.push(
      <Line key="value">
        {entry.name} = <Linked text={entry.value} links={links} className={styles.value} />
      </Line>,
    );
  }
  if (body.length && parts.length) parts.push(<Line key="gap">{''}</Line>);
  if (parts.length + body.length === 0) return null;
  return (
    <CodeView>
      {parts}
      {body}
    </CodeView>
  );
}

/** Fields or members shown beside a constructor signature (class attributes, an enum's members). */
export function ExtraCode({entry, links}: {entry: Entry; links: Links}): ReactNode {
  const fields = entry.signature && entry.fields ? entry.fields : null;
  const members = (entry.signature || entry.fields) && entry.members ? entry.members : null;
  if (!fields && !members) return null;
  return (
    <>
      {fields && (
        <>
          <p className={styles.blockLabel}>{fields.label}</p>
          <CodeView>
            <FieldLines header={<ClassHeader entry={{...entry, bases: []}} links={links} />} items={fields.items} links={links} />
          </CodeView>
        </>
      )}
      {members && (
        <>
          <p className={styles.blockLabel}>{members.label}</p>
          <CodeView>
            <MemberLines header={null} items={members.items} />
          </CodeView>
        </>
      )}
    </>
  );
}
