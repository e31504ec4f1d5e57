import type {ReactNode} from 'react';
import {DEEPEVAL_PINS, type DeepevalPin as Pin} from '@site/src/data/deepeval';

/** The deepeval release the install line names ("3.7.4"), from src/data/deepeval.ts. */
export default function DeepevalPin({pin = 'recommended'}: {readonly pin?: Pin}): ReactNode {
  const entry = DEEPEVAL_PINS[pin];
  if (!entry) throw new Error(`DeepevalPin: unknown pin "${pin}" (see src/data/deepeval.ts)`);
  return entry.version;
}
