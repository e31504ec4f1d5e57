import React, {type ReactNode} from 'react';
import type {Availability} from '@site/src/data/toolkit';
import styles from './styles.module.css';

type Props = {
  readonly availability: Availability | null;
  /** Overview tables: only "new in" and the latest change, without the parameter names. */
  readonly short?: boolean;
};

/**
 * When a class arrived and what changed since 0.2.8, from availability.json: "new in 1.0.5",
 * "parameters added in 1.0.7". Renders nothing for a class unchanged since 0.2.8 or on 0.2.8 pages.
 */
export default function AvailabilityBadges({availability, short = false}: Props): ReactNode {
  if (!availability) return null;
  const changes = short ? availability.changes.slice(-1) : availability.changes;
  if (!availability.since && changes.length === 0) return null;
  return (
    <span className={styles.badges}>
      {availability.since && <span className={styles.new}>new in {availability.since}</span>}
      {!availability.since &&
        changes.map((change) => (
          <span key={change.version} className={styles.changed} title={change.params.length > 0 ? change.params.join(', ') : undefined}>
            {change.kinds.join(', ')} in {change.version}
            {!short && change.params.length > 0 && (
              <>
                {' '}
                ({change.params.map((param, index) => (
                  <React.Fragment key={param}>
                    {index > 0 && ', '}
                    <code>{param}</code>
                  </React.Fragment>
                ))})
              </>
            )}
          </span>
        ))}
    </span>
  );
}
