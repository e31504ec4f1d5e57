// The phone menu (navbar links plus the whole docs sidebar) is rendered the first time it opens,
// not as soon as a page hydrates at phone width: every phone visit paid for a menu most readers never
// open (the largest render after hydration on a doc page). Once opened it stays mounted, so closing
// and reopening animate as before; the first opening slides in through @starting-style (custom.css).
import React, {useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarOnFirstOpen(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened || shown ? <MobileSidebar /> : null;
}
