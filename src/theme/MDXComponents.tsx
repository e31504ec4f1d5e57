// Wraps the theme's MDX component map to add our global components, so pages can write
// <InstallCommand /> without an import.
import MDXComponents from '@theme-original/MDXComponents';
import InstallCommand from '@site/src/components/InstallCommand';

export default {
  ...MDXComponents,
  InstallCommand,
};
