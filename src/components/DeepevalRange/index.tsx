import type {ReactNode} from 'react';
import {
  DEEPEVAL_CHECKED,
  DEEPEVAL_FACTS,
  DEEPEVAL_LOCKED,
  DEEPEVAL_UNCHECKED,
  formatRange,
  type DeepevalFactId,
} from '@site/src/data/deepeval';

/** Ranges that are not behaviours: the releases checked, those that could not be, DeepTeam's lock file. */
const SPECIAL = {
  checked: () => formatRange(DEEPEVAL_CHECKED),
  unchecked: () => formatRange(DEEPEVAL_UNCHECKED),
  locked: () => `deepeval ${DEEPEVAL_LOCKED}`,
} as const;

type Props =
  /** A fact of src/data/deepeval.ts, e.g. `api-key-alias`. */
  | {readonly fact: DeepevalFactId; readonly of?: never}
  | {readonly of: keyof typeof SPECIAL; readonly fact?: never};

/**
 * The deepeval releases a behaviour holds for, from the data ("deepeval 3.6.2 to 3.9.8"), so a page
 * never types a deepeval version itself. An unknown id fails the build.
 */
export default function DeepevalRange({fact, of}: Props): ReactNode {
  if (of) {
    if (!SPECIAL[of]) throw new Error(`DeepevalRange: unknown range "${of}"`);
    return SPECIAL[of]();
  }
  const entry = fact ? DEEPEVAL_FACTS[fact] : undefined;
  if (!entry) throw new Error(`DeepevalRange: unknown fact "${fact}" (see src/data/deepeval.ts)`);
  return formatRange(entry.holds);
}
