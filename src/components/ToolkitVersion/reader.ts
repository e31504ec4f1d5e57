/**
 * The release a reader is reading: the page's own on a docs or guides page, elsewhere (blog, home,
 * search) the version they last chose in a docs version dropdown, else the default release.
 * Needs the docs preferred-version context of the theme's Layout.
 */
import {useActivePluginAndVersion, useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_VERSION, toolkitVersionOf, type ToolkitVersion} from '@site/src/data/versions';

export function useReaderVersion(): ToolkitVersion {
  const active = useActivePluginAndVersion();
  const {preferredVersion} = useDocsPreferredVersion('default');
  if (active?.activeVersion) return toolkitVersionOf(active.activeVersion.name);
  if (preferredVersion) return toolkitVersionOf(preferredVersion.name);
  return DEFAULT_VERSION;
}
