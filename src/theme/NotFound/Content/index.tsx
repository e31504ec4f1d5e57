// Ejected leaf: the theme's not-found text only says the link is broken. Ours also shows the path
// that was asked for (as text) and offers the places a reader most likely wanted.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

const DESTINATIONS = [
  {to: '/docs/getting-started', label: 'Quick introduction', hint: 'install DeepTeam and run a first scan'},
  {to: '/docs/red-teaming-introduction', label: 'How a red-teaming run works', hint: 'every option of red_team()'},
  {to: '/guides/guide-custom-vulnerability', label: 'Guides', hint: 'task-by-task walk-throughs'},
  {to: '/blog', label: 'Blog', hint: 'write-ups of red-teaming experiments'},
  {to: '/', label: 'Home page', hint: 'what DeepTeam is'},
] as const;

/** The requested path for display; malformed percent-encoding is shown as it was typed. */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The static 404.html is rendered for /404.html; show the reader's path only once hydrated.
  const isBrowser = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p className={styles.lead}>
            {isBrowser ? (
              <>
                There is no page at <code className={styles.path}>{readablePath(pathname)}</code>.
              </>
            ) : (
              'There is no page at this address.'
            )}{' '}
            It may have moved, or the address may have a typo.
          </p>
          <Heading as="h2" className={styles.subtitle}>
            Try one of these instead
          </Heading>
          <ul className={styles.links}>
            {DESTINATIONS.map(({to, label, hint}) => (
              <li key={to}>
                <Link to={to}>{label}</Link> <span className={styles.hint}>— {hint}</span>
              </li>
            ))}
          </ul>
          <p className={styles.report}>
            Followed a broken link on this site?{' '}
            <Link href="https://github.com/confident-ai/deepteam/issues">Tell us on GitHub</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
