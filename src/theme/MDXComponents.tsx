// Wraps the theme's MDX component map to add our global components, so pages can use them without
// imports: the pinned install command and the catalogue-driven vulnerability blocks.
import MDXComponents from '@theme-original/MDXComponents';
import InstallCommand from '@site/src/components/InstallCommand';
import VulnerabilityAtAGlance from '@site/src/components/VulnerabilityAtAGlance';
import VulnerabilityOverview from '@site/src/components/VulnerabilityOverview';
import VulnerabilityParameters from '@site/src/components/VulnerabilityParameters';
import VulnerabilityTypesTable from '@site/src/components/VulnerabilityTypesTable';

export default {
  ...MDXComponents,
  InstallCommand,
  VulnerabilityAtAGlance,
  VulnerabilityOverview,
  VulnerabilityParameters,
  VulnerabilityTypesTable,
};
