// Wrapped to fix a stale flag: before hydration the theme's inline script hides the bar when it was
// dismissed, without checking the id, so a *new* announcement stayed hidden until the next reload.
// When the stored id differs from the current one, clear that flag so the new bar shows at once.
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';
const viewedId = createStorageSlot('docusaurus.announcement.id');

export default function AnnouncementBarWrapper(): ReactNode {
  const {announcementBar} = useThemeConfig();
  // Runs before the provider's own effect (child effects run first), which then records the new id.
  useEffect(() => {
    if (announcementBar && viewedId.get() !== announcementBar.id) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
    }
  }, [announcementBar]);
  return <AnnouncementBar />;
}
