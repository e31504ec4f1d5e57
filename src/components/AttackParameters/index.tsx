import React, {type ReactNode} from 'react';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {getAttack} from '@site/src/data/attacks';
import ParametersTable from '@site/src/components/ParametersTable';

type Props = {readonly id: string};

/** The constructor parameters of an attack class (names, types and defaults as in the page's release), from the catalogue. */
export default function AttackParameters({id}: Props): ReactNode {
  const attack = getAttack(id, useToolkitVersion());
  return (
    <ParametersTable
      label={`${attack.className} parameters`}
      parameters={attack.parameters}
      docs={attack.parameterDocs}
    />
  );
}
