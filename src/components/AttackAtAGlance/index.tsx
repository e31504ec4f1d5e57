import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {getAttack, type Attack} from '@site/src/data/attacks';
import type {CallCount} from '@site/src/data/attacks/define';
import {formatRange} from '@site/src/components/AttackOverview/format';

import ApiEntryLink from '@site/src/components/ApiEntryLink';
import styles from './styles.module.css';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import AvailabilityBadges from '@site/src/components/AvailabilityBadges';

type Props = {readonly id: string};

function CallRow({label, count}: {readonly label: string; readonly count: CallCount}): ReactNode {
  return (
    <li>
      <span className={styles.count}>{formatRange(count)}</span> {label}
    </li>
  );
}

function Cost({attack}: {readonly attack: Attack}): ReactNode {
  const {cost} = attack;
  const none = [cost.simulator, cost.target, cost.judge].every((c) => c.max === 0);
  return (
    <>
      {none ? (
        <p className={styles.inline}>None: the rewrite is plain string work, with no model in the loop.</p>
      ) : (
        <ul className={styles.calls}>
          <CallRow label="simulator calls that write or check the attack text" count={cost.simulator} />
          <CallRow label="calls to your model_callback inside the attack" count={cost.target} />
          <CallRow label="judge calls on your app’s replies inside the attack" count={cost.judge} />
        </ul>
      )}
      <p className={styles.formula}>
        {cost.formula} <span className={styles.source}>Source: {cost.source}</span>
      </p>
    </>
  );
}

/** The at-a-glance card of an attack page, rendered from the catalogue. */
export default function AttackAtAGlance({id}: Props): ReactNode {
  const attack = getAttack(id, useToolkitVersion());
  return (
    <section className={styles.card} aria-label={`${attack.className} at a glance`}>
      <CodeBlock language="python" className={styles.import}>
        {attack.importStatement}
      </CodeBlock>
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>Turns</dt>
          <dd>
            {attack.turns === 'single'
              ? 'Single-turn: rewrites one probe, which your app answers once'
              : 'Multi-turn: holds a conversation with your app, several calls per probe'}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Kind</dt>
          <dd>
            {attack.group === 'agentic'
              ? 'Agentic: aimed at agents that act on instructions, tools, memory or permissions'
              : 'Adversarial: works on any LLM app'}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Default weight</dt>
          <dd>
            <code>weight={attack.defaultWeight}</code>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Model calls per probe</dt>
          <dd>
            <Cost attack={attack} />
          </dd>
        </div>
        {attack.exploitability && (
          <div className={styles.row}>
            <dt>Exploitability</dt>
            <dd>
              <code>{attack.exploitability}</code> (the class's own rating, <code>Exploitability.{attack.exploitability.toUpperCase()}</code>)
            </dd>
          </div>
        )}
        {attack.availability && (attack.availability.since || attack.availability.changes.length > 0) && (
          <div className={styles.row}>
            <dt>Releases</dt>
            <dd>
              <AvailabilityBadges availability={attack.availability} />
            </dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Name in results</dt>
          <dd>
            <code>{attack.displayName}</code> (what <code>get_name()</code> returns, stored as <code>attack_method</code>)
          </dd>
        </div>
        <div className={styles.row}>
          <dt>YAML and CLI</dt>
          <dd className={clsx(!attack.inCli && styles.muted)}>
            {attack.inCli ? (
              <>
                <code>name: {attack.className}</code> under <code>attacks</code> in a <code>deepteam run</code> config;
                keys it forwards: {attack.cliKeys.map((key, index) => (
                  <React.Fragment key={key}>
                    {index > 0 && ', '}
                    <code>{key}</code>
                  </React.Fragment>
                ))}
              </>
            ) : (
              'Python API only: deepteam run configs do not accept it'
            )}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>
            In <code>OWASPTop10</code>
          </dt>
          <dd>{attack.inOwaspTop10 ? 'Yes, the framework runs it' : 'No'}</dd>
        </div>
        <div className={styles.row}>
          <dt>API reference</dt>
          <dd>
            <ApiEntryLink importStatement={attack.importStatement} group="attacks" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
