import React, {type ReactNode} from 'react';
import {FRAMEWORK_PARAMETER_DOCS, getFramework} from '@site/src/data/frameworks';
import ParametersTable from '@site/src/components/ParametersTable';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

type Props = {
  /** The framework class, e.g. "Aegis". */
  readonly framework: string;
};

/** A framework class's constructor parameters in the page's release, with what each does. */
export default function FrameworkParameters({framework: className}: Props): ReactNode {
  const framework = getFramework(className, useToolkitVersion());
  const defaultNotes =
    framework.allowedCategories.length > 0 ? {categories: `all ${framework.allowedCategories.length} categories`} : undefined;
  return (
    <ParametersTable
      label={`${framework.className} parameters`}
      parameters={framework.params}
      docs={FRAMEWORK_PARAMETER_DOCS}
      defaultNotes={defaultNotes}
    />
  );
}
