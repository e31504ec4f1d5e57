import React, {type ReactNode} from 'react';
import {getGuard} from '@site/src/data/guards';
import ParametersTable from '@site/src/components/ParametersTable';

type Props = {readonly id: string};

/** The constructor parameters of a guard class, from the guard catalogue. */
export default function GuardParameters({id}: Props): ReactNode {
  const guard = getGuard(id);
  return (
    <ParametersTable label={`${guard.className} parameters`} parameters={guard.parameters} docs={guard.parameterDocs} />
  );
}
