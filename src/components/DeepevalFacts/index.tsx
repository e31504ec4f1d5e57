import React, {type ReactNode} from 'react';
import TableScroll from '@site/src/components/TableScroll';
import {inlineCode} from '@site/src/components/InlineCode';
import {
  DEEPEVAL_FACTS,
  DEEPEVAL_PINS,
  formatRange,
  holdsAt,
  type DeepevalFactId,
  type DeepevalPin,
} from '@site/src/data/deepeval';

type Props = {
  /** The facts to list, in this order; all of them by default. */
  readonly facts?: readonly DeepevalFactId[];
  /** Pins to show a yes/no column for. */
  readonly pins?: readonly DeepevalPin[];
  /** Only the facts that hold at one pin and not at the other (what changes when a reader moves between them). */
  readonly differing?: readonly [DeepevalPin, DeepevalPin];
  readonly label: string;
};

/** deepeval-dependent behaviour of DeepTeam 1.0.7 with the releases each holds for, from src/data/deepeval.ts. */
export default function DeepevalFacts({facts, pins = ['recommended', 'newer'], differing, label}: Props): ReactNode {
  let ids = facts ?? (Object.keys(DEEPEVAL_FACTS) as DeepevalFactId[]);
  if (differing) {
    const [a, b] = differing.map((pin) => DEEPEVAL_PINS[pin].version);
    ids = ids.filter((id) => holdsAt(id, a!) !== holdsAt(id, b!));
  }
  return (
    <TableScroll label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">Behaviour</th>
            <th scope="col">Holds for</th>
            {pins.map((pin) => (
              <th scope="col" key={pin}>
                deepeval {DEEPEVAL_PINS[pin].version}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <tr key={id} id={`deepeval-${id}`}>
              <td>{inlineCode(DEEPEVAL_FACTS[id].text)}</td>
              <td>{formatRange(DEEPEVAL_FACTS[id].holds)}</td>
              {pins.map((pin) => (
                <td key={pin}>{holdsAt(id, DEEPEVAL_PINS[pin].version) ? 'yes' : 'no'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
