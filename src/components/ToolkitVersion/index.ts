/**
 * The toolkit release the current page documents, for catalogue components: a page in the 0.2.8
 * archive renders 0.2.8 facts, a page of the current docs renders 1.0 facts, from the same MDX and the
 * same component. Read from the route (the docs plugins' active version), so it works in any component
 * without a provider; pages outside the docs (blog, home) get the default release.
 */
import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_VERSION, toolkitVersionOf, type ToolkitVersion} from '@site/src/data/versions';

export function useToolkitVersion(): ToolkitVersion {
  const active = useActivePluginAndVersion();
  return active?.activeVersion ? toolkitVersionOf(active.activeVersion.name) : DEFAULT_VERSION;
}
