// Ejected: the theme's link focuses <main> by adding tabindex="-1", focusing, and removing the
// attribute at once; current Chromium then drops focus back to <body>, so the link did nothing.
// Here the target keeps tabindex="-1" until focus leaves it. Label, markup and styles are unchanged.
import React, {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';

import styles from './styles.module.css';

const LABEL = 'Skip to main content';

function focusUntilBlur(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  }
  element.focus();
}

export default function SkipToContent(): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ??
      document.getElementById(SkipToContentFallbackId);
    if (target) {
      focusUntilBlur(target);
    }
  }, []);

  // After a client-side navigation, start keyboard focus from the top of the page again.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') {
      focusUntilBlur(containerRef.current);
    }
  });

  return (
    <div ref={containerRef} role="region" aria-label={LABEL}>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {LABEL}
      </a>
    </div>
  );
}
