// The release a search covers, as a group of radio buttons: the modal and the /search page share it.
import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {SCOPES, scopeLabel, type SearchScope} from './versionScope';
import styles from './ScopeSwitch.module.css';

type Props = {
  readonly scope: SearchScope;
  readonly onChange: (scope: SearchScope) => void;
  readonly className?: string;
};

export default function ScopeSwitch({scope, onChange, className}: Props): ReactNode {
  const name = useId();
  // One release indexed: nothing to choose.
  if (SCOPES.length < 2) return null;
  return (
    <fieldset className={clsx(styles.switch, className)}>
      <legend className={styles.legend}>Search in</legend>
      {SCOPES.map((option) => (
        <label key={option} className={styles.option}>
          <input
            className={styles.radio}
            type="radio"
            name={name}
            value={option}
            checked={option === scope}
            onChange={() => onChange(option)}
          />
          <span className={styles.text}>{scopeLabel(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
