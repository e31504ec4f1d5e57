import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import DocLink from '@site/src/components/DocLink';
import {inlineCode} from '@site/src/components/InlineCode';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {guardColumn, vulnerabilityDefences} from '@site/src/data/defence';
import {getGuard, MODEL_CALLS_PER_CHECK, type Guard} from '@site/src/data/guards';
import {vulnerabilitiesOf} from '@site/src/data/vulnerabilities';
import {DEFAULT_VERSION} from '@site/src/data/versions';

import ApiEntryLink from '@site/src/components/ApiEntryLink';
import styles from './styles.module.css';

type Props = {readonly id: string};

const LIST_OF: Record<Guard['placement'], ReactNode> = {
  input: <code>input_guards</code>,
  output: <code>output_guards</code>,
  both: 'both lists',
};

/** Where the guard goes and how it decides what to check. */
function Placement({guard}: {readonly guard: Guard}): ReactNode {
  if (guard.checkChosenBy === 'guard_type') {
    return (
      <>
        Set by <code>guard_type</code> (default <code>GuardType.INPUT</code>), not by the list it is in. Use an
        instance with <code>GuardType.OUTPUT</code> in <code>output_guards</code> to judge replies. Worth a place in{' '}
        {LIST_OF[guard.placement]}.
      </>
    );
  }
  return (
    <>
      Either list: the list decides the check. Worth a place in {LIST_OF[guard.placement]}.
    </>
  );
}

/** The at-a-glance card of a guard page, rendered from the guard catalogue. */
export default function GuardAtAGlance({id}: Props): ReactNode {
  const guard = getGuard(id);
  const byType = guard.checkChosenBy === 'guard_type';
  // The vulnerabilities of the page's release this guard is paired with, as the defence map pairs them.
  const version = useToolkitVersion();
  const vulnerabilities = vulnerabilitiesOf(version);
  const paired = guardColumn(vulnerabilityDefences(vulnerabilities), guard.id);
  const displayNames = new Map<string, string>(vulnerabilities.map((v) => [v.className, v.displayName]));
  return (
    <section className={styles.card} aria-label={`${guard.className} at a glance`}>
      <CodeBlock language="python" className={styles.import}>
        {guard.importStatement}
      </CodeBlock>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>Input or output</dt>
          <dd>
            <Placement guard={guard} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>What it judges</dt>
          <dd>
            <ul className={styles.checks}>
              <li>
                <span className={styles.checkLabel}>
                  {byType ? (
                    <code>GuardType.INPUT</code>
                  ) : (
                    <>
                      In <code>input_guards</code>
                    </>
                  )}
                </span>
                {guard.judges.input}
              </li>
              <li>
                <span className={styles.checkLabel}>
                  {byType ? (
                    <code>GuardType.OUTPUT</code>
                  ) : (
                    <>
                      In <code>output_guards</code>
                    </>
                  )}
                </span>
                {guard.judges.output}
              </li>
            </ul>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Verdict</dt>
          <dd>
            One <code>GuardVerdict</code> named “{guard.displayName}”: <code>safe</code>, <code>borderline</code> or{' '}
            <code>unsafe</code>.{' '}
            {guard.unsureLevel === 'uncertain' ? (
              <>
                The judge prompt asks for <code>uncertain</code> when unsure, but a model that answers in the
                structured schema can only pick one of those three; <code>uncertain</code> appears only with a model
                that falls back to plain JSON.{' '}
              </>
            ) : (
              <>The judge prompt asks for <code>borderline</code> when unsure. </>
            )}
            {guard.unsureNote ? <>{inlineCode(guard.unsureNote)} </> : null}
            Anything but <code>safe</code>, or an error, sets <code>breached</code>.
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Model calls per check</dt>
          <dd>
            {MODEL_CALLS_PER_CHECK}, to the <code>evaluation_model</code> of <code>Guardrails</code>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Defends against</dt>
          <dd>
            {paired.map((row, index) => (
              <React.Fragment key={row.className}>
                {index > 0 && ', '}
                <DocLink id={row.pageId}>{displayNames.get(row.className) ?? row.className}</DocLink>
              </React.Fragment>
            ))}
            {version === DEFAULT_VERSION ? (
              <>
                {' '}
                (this guard’s column of the <Link to="/docs/guardrails-introduction#defence-map">defence map</Link>)
              </>
            ) : null}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>API reference</dt>
          <dd>
            <ApiEntryLink importStatement={guard.importStatement} group="guardrails" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
