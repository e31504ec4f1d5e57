// Wraps the theme's MDX component map to add our global components, so pages can use them without
// imports: the pinned install command and the catalogue-driven blocks.
import MDXComponents from '@theme-original/MDXComponents';
import AttackAtAGlance from '@site/src/components/AttackAtAGlance';
import AttackOverview from '@site/src/components/AttackOverview';
import AttackParameters from '@site/src/components/AttackParameters';
import AttackTransformExample from '@site/src/components/AttackTransformExample';
import AttackTryIt from '@site/src/components/AttackTryIt';
import GuardAtAGlance from '@site/src/components/GuardAtAGlance';
import GuardOverview from '@site/src/components/GuardOverview';
import GuardParameters from '@site/src/components/GuardParameters';
import InstallCommand from '@site/src/components/InstallCommand';
import OwaspFrameworkContents from '@site/src/components/OwaspFrameworkContents';
import OwaspTop10Entries from '@site/src/components/OwaspTop10Entries';
import VulnerabilityAtAGlance from '@site/src/components/VulnerabilityAtAGlance';
import VulnerabilityOverview from '@site/src/components/VulnerabilityOverview';
import VulnerabilityParameters from '@site/src/components/VulnerabilityParameters';
import VulnerabilityTypesTable from '@site/src/components/VulnerabilityTypesTable';

export default {
  ...MDXComponents,
  AttackAtAGlance,
  AttackOverview,
  AttackParameters,
  AttackTransformExample,
  AttackTryIt,
  GuardAtAGlance,
  GuardOverview,
  GuardParameters,
  InstallCommand,
  OwaspFrameworkContents,
  OwaspTop10Entries,
  VulnerabilityAtAGlance,
  VulnerabilityOverview,
  VulnerabilityParameters,
  VulnerabilityTypesTable,
};
