// Ejected leaf: adds the documented toolkit release and its licence under the configured copyright
// line, so every page's footer says which DeepTeam version the site describes.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Footer/Copyright';
import {LINKS, TOOLKIT} from '@site/src/data/site';

import styles from './styles.module.css';

export default function FooterCopyright({copyright}: Props): ReactNode {
  return (
    <div className="footer__copyright">
      <p className={styles.line}>{copyright}</p>
      <p className={styles.line}>
        Documents {TOOLKIT.name}{' '}
        <Link href={LINKS.releaseTag} className={styles.link}>
          {TOOLKIT.version}
        </Link>{' '}
        · <Link href={LINKS.license} className={styles.link}>{TOOLKIT.license} licence</Link>
      </p>
    </div>
  );
}
