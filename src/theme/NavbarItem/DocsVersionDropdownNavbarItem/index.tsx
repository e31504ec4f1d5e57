/**
 * Wraps the theme's version dropdown: the navbar has one for /docs and one for /guides, and only the
 * one for the section the reader is in is shown (the docs one everywhere outside /guides), so the
 * navbar always shows a single version switch.
 */
import React, {type ReactNode} from 'react';
import OriginalDropdown from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

const GUIDES = 'guides';

export default function DocsVersionDropdownNavbarItem(props: Props): ReactNode {
  const active = useActivePlugin()?.pluginId;
  const isGuidesDropdown = props.docsPluginId === GUIDES;
  const show = isGuidesDropdown ? active === GUIDES : active !== GUIDES;
  return show ? <OriginalDropdown {...props} /> : null;
}
