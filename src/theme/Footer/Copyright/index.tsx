// Ejected leaf: under the configured copyright line, the toolkit release the page documents and the
// exact source it was checked against (a 0.2.8 archive page names 0.2.8; every other page names the
// current release), then the toolkit's licence.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Footer/Copyright';
import {LINKS, TOOLKIT} from '@site/src/data/site';
import {VERSIONS} from '@site/src/data/versions';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

import styles from './styles.module.css';

export default function FooterCopyright({copyright}: Props): ReactNode {
  const {release, source} = VERSIONS[useToolkitVersion()];
  return (
    <div className="footer__copyright">
      <p className={styles.line}>{copyright}</p>
      <p className={styles.line}>
        Documents {TOOLKIT.name} {release}, checked against{' '}
        <Link href={source.url} className={styles.link}>
          {source.ref}
        </Link>{' '}
        · <Link href={LINKS.license} className={styles.link}>{TOOLKIT.license} licence</Link>
      </p>
    </div>
  );
}
