// Ejected leaf: renders the star prompt as React from src/data/site.ts (typed link, our own icon)
// instead of injecting the HTML string kept in the config, which stays as a plain-text fallback.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/AnnouncementBar/Content';
import {ANNOUNCEMENT, LINKS} from '@site/src/data/site';

import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {ANNOUNCEMENT.text}:{' '}
      <Link className={styles.link} href={LINKS.repository}>
        <span className={styles.star} aria-hidden="true">
          ★
        </span>
        {ANNOUNCEMENT.linkLabel}
      </Link>
    </div>
  );
}
