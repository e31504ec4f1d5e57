import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocLink from '@site/src/components/DocLink';
import TableScroll from '@site/src/components/TableScroll';
import {attacksOf, totalCalls, type Attack} from '@site/src/data/attacks';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import AvailabilityBadges from '@site/src/components/AvailabilityBadges';
import {formatRange} from './format';

import styles from './styles.module.css';

type Props = {
  /** Start on the agentic filter (the agentic attacks overview). */
  readonly agentic?: boolean;
};

const TURN_OPTIONS = [
  {value: 'all', label: 'All'},
  {value: 'single', label: 'Single-turn'},
  {value: 'multi', label: 'Multi-turn'},
] as const;
const KIND_OPTIONS = [
  {value: 'all', label: 'All'},
  {value: 'adversarial', label: 'Adversarial'},
  {value: 'agentic', label: 'Agentic'},
] as const;
type TurnFilter = (typeof TURN_OPTIONS)[number]['value'];
type KindFilter = (typeof KIND_OPTIONS)[number]['value'];

function matches(attack: Attack, turns: TurnFilter, kind: KindFilter): boolean {
  return (turns === 'all' || attack.turns === turns) && (kind === 'all' || attack.group === kind);
}

function Calls({attack}: {readonly attack: Attack}): ReactNode {
  const {simulator, target, judge} = attack.cost;
  if (totalCalls(attack.cost).max === 0) return 'None';
  const parts = [
    ['simulator', simulator],
    ['your app', target],
    ['judge', judge],
  ] as const;
  return (
    <ul className={styles.calls}>
      {parts
        .filter(([, count]) => count.max > 0)
        .map(([label, count]) => (
          <li key={label}>
            {formatRange(count)} {label}
          </li>
        ))}
    </ul>
  );
}

function Radios<T extends string>(props: {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly {readonly value: T; readonly label: string}[];
  readonly value: T;
  readonly disabled: boolean;
  readonly onChange: (value: T) => void;
}): ReactNode {
  return (
    <fieldset className={styles.fieldset} disabled={props.disabled}>
      <legend className={styles.legend}>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Every attack class of the toolkit in one table, filterable by turns and by kind. All rows are in the
 * server-rendered HTML (filtered rows carry `hidden`), so the table reads without JavaScript; the
 * filters are enabled once the page has hydrated.
 */
export default function AttackOverview({agentic = false}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const ATTACKS = attacksOf(useToolkitVersion());
  const name = useId();
  const [turns, setTurns] = useState<TurnFilter>('all');
  const [kind, setKind] = useState<KindFilter>(agentic ? 'agentic' : 'all');
  const shown = ATTACKS.filter((attack) => matches(attack, turns, kind)).length;
  return (
    <div className={styles.overview}>
      <div className={styles.filters} role="group" aria-label="Filter the attacks">
        <Radios legend="Turns" name={`${name}-turns`} options={TURN_OPTIONS} value={turns} disabled={!isBrowser} onChange={setTurns} />
        <Radios legend="Kind" name={`${name}-kind`} options={KIND_OPTIONS} value={kind} disabled={!isBrowser} onChange={setKind} />
      </div>
      <p className={styles.count} role="status">
        Showing {shown} of {ATTACKS.length} attacks
        {shown === 0 && ': no attack matches both filters'}.
      </p>
      <TableScroll label="Attacks">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Attack</th>
              <th scope="col">What it does</th>
              <th scope="col">Weight</th>
              <th scope="col">Model calls per probe</th>
            </tr>
          </thead>
          <tbody>
            {ATTACKS.map((attack) => (
              <tr key={attack.id} hidden={!matches(attack, turns, kind)}>
                <th scope="row">
                  <DocLink id={attack.pageId}>
                    <code>{attack.className}</code>
                  </DocLink>
                  <span className={styles.badges}>
                    <span className={styles.badge}>{attack.turns === 'single' ? 'single-turn' : 'multi-turn'}</span>
                    {attack.group === 'agentic' && <span className={styles.badge}>agentic</span>}
                    {!attack.inCli && <span className={styles.badge}>not in YAML/CLI</span>}
                    <AvailabilityBadges availability={attack.availability} short />
                  </span>
                </th>
                <td>{attack.summary}</td>
                <td data-label="Default weight">{attack.defaultWeight}</td>
                <td data-label="Model calls per probe">
                  <Calls attack={attack} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
