import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {getAttack} from '@site/src/data/attacks';
import {PythonValueError, getTransform, numericParamsOf, type NumericParam, type TransformParams} from '@site/src/data/transforms';

import styles from './styles.module.css';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';

type Props = {
  /** Catalogue id of an attack with a deterministic transform. */
  readonly id: string;
  /** The probe the box starts with. */
  readonly defaultValue?: string;
  /**
   * The attack's constructor parameters under their Python names (1.0 attacks only). Whole-number
   * parameters of the transform (target_chars, target_depth) get a number box that starts at the value
   * given here, or at the constructor's default; the others are fixed by the page.
   */
  readonly params?: TransformParams;
};

/** Why a number box's text cannot be used, or null when it can. */
function numberProblem(param: NumericParam, raw: string): string | null {
  if (!/^\s*-?\d+\s*$/.test(raw)) return `Enter a whole number for ${param.name}.`;
  const value = Number(raw);
  if (value > param.max) return `This box stops at ${param.max}; the toolkit itself has no upper limit.`;
  return null;
}

/** Type a probe, see what the attack would send. Runs in the browser; nothing leaves the page. */
export default function AttackTryIt({id, defaultValue = '', params = {}}: Props): ReactNode {
  const attack = getAttack(id, useToolkitVersion());
  const numeric = numericParamsOf(id);
  const isBrowser = useIsBrowser();
  const inputId = useId();
  const paramId = useId();
  const outputLabelId = useId();
  const [value, setValue] = useState(defaultValue);
  const [numbers, setNumbers] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(numeric.map((p) => [p.name, String(params[p.name] ?? p.default)])),
  );
  const [status, setStatus] = useState('');

  // A number box the transform cannot use, or one the constructor rejects (ValueError), empties the
  // output and says why next to the box. Any other error is a page mistake and fails the build.
  const problems: Record<string, string> = {};
  for (const param of numeric) {
    const problem = numberProblem(param, numbers[param.name] ?? '');
    if (problem) problems[param.name] = problem;
  }
  let output = '';
  if (Object.keys(problems).length === 0) {
    const chosen = Object.fromEntries(numeric.map((p) => [p.name, Number(numbers[p.name])]));
    try {
      output = getTransform(id, numeric.length > 0 ? {...params, ...chosen} : params)(value);
    } catch (error) {
      const message = error instanceof PythonValueError ? error.message : '';
      const param = numeric.find((p) => message.startsWith(`${p.name} `));
      if (!param) throw error;
      problems[param.name] = `The constructor raises ValueError: ${message}.`;
    }
  }
  const hasProblem = Object.keys(problems).length > 0;

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
      {numeric.length > 0 && (
        <div className={styles.params}>
          {numeric.map((param) => {
            const boxId = `${paramId}-${param.name}`;
            const noteId = `${boxId}-note`;
            const problem = problems[param.name];
            return (
              <div key={param.name}>
                <label htmlFor={boxId} className={styles.label}>
                  <code>{param.name}</code>
                </label>
                <input
                  id={boxId}
                  type="number"
                  inputMode="numeric"
                  className={styles.number}
                  min={param.min}
                  max={param.max}
                  step={1}
                  value={numbers[param.name]}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={noteId}
                  onChange={(event) => {
                    setNumbers({...numbers, [param.name]: event.target.value});
                    setStatus('');
                  }}
                />
                <span id={noteId} className={styles.note} aria-live="polite">
                  {problem ?? `${param.min} or more; the class default is ${param.default}.`}
                </span>
              </div>
            );
          })}
        </div>
      )}
      <p id={outputLabelId} className={styles.label}>
        What <code>{attack.className}</code> would send
      </p>
      <output htmlFor={inputId} aria-labelledby={outputLabelId} aria-live="polite" className={styles.output}>
        {output}
      </output>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--primary" disabled={!isBrowser || hasProblem} onClick={copy}>
          Copy output
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
    </div>
  );
}
