import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {getAttack} from '@site/src/data/attacks';
import {getTransform} from '@site/src/data/transforms';

import styles from './styles.module.css';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

type Props = {
  /** Catalogue id of an attack with a deterministic transform. */
  readonly id: string;
  /** The probe the box starts with. */
  readonly defaultValue?: string;
};

/** Type a probe, see what the attack would send. Runs in the browser; nothing leaves the page. */
export default function AttackTryIt({id, defaultValue = ''}: Props): ReactNode {
  const attack = getAttack(id, useToolkitVersion());
  const transform = getTransform(id);
  const isBrowser = useIsBrowser();
  const inputId = useId();
  const outputLabelId = useId();
  const [value, setValue] = useState(defaultValue);
  const [status, setStatus] = useState('');
  const output = transform(value);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(output);
      setStatus('Copied.');
    } catch {
      setStatus('Could not copy: your browser blocked the clipboard. Select the text and copy it yourself.');
    }
  }

  return (
    // Interactive only: the page's Markdown export (src/plugins/machine-docs) leaves it out.
    <div className={styles.tryIt} data-md-skip="">
      <label htmlFor={inputId} className={styles.label}>
        Your probe
      </label>
      <textarea
        id={inputId}
        className={styles.input}
        rows={3}
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setStatus('');
        }}
      />
      <p id={outputLabelId} className={styles.label}>
        What <code>{attack.className}</code> would send
      </p>
      <output htmlFor={inputId} aria-labelledby={outputLabelId} aria-live="polite" className={styles.output}>
        {output}
      </output>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--primary" disabled={!isBrowser} onClick={copy}>
          Copy output
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
    </div>
  );
}
