// The theme's MDX component map, unchanged. Our own components are imported into the pages that use
// them by src/plugins/remark-component-imports, so a component ships only with those pages.
import MDXComponents from '@theme-original/MDXComponents';

export default {
  ...MDXComponents,
};
