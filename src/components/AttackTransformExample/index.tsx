import React, {type ReactNode} from 'react';
import {getAttack} from '@site/src/data/attacks';
import {getTransform, type TransformParams} from '@site/src/data/transforms';

import styles from './styles.module.css';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {VERSIONS} from '@site/src/data/versions';

type Props = {
  /**
   * Catalogue id of an attack with a deterministic transform: base64-encoding, rot13-encoding, leetspeak,
   * or one of the 1.0 attacks character-stream, context-flooding, embedded-instruction-json.
   */
  readonly id: string;
  /** The baseline probe, before the attack. */
  readonly input: string;
  /**
   * The attack's constructor parameters under their Python names, e.g. `{target_chars: 400, prefix: '...'}`
   * (1.0 attacks only). A parameter the transform rejects fails the build.
   */
  readonly params?: TransformParams;
};

/** `target_chars=400, attack_position="middle"`; long texts and objects show as `prefix=…`. */
function describeParams(params: TransformParams): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      if (typeof value === 'number' || typeof value === 'boolean') return `${name}=${String(value)}`;
      if (typeof value === 'string' && value.length <= 24) return `${name}=${JSON.stringify(value)}`;
      return `${name}=…`;
    })
    .join(', ');
}

/**
 * A probe and what the attack sends for it, computed when the site is built by the same steps as the
 * toolkit source (src/data/transforms.ts), never typed by hand. The three encodings are the same in
 * 0.2.8 and 1.0.7 (their enhance() bodies did not change), so the caption names the page's release; the
 * caption also lists the parameters a 1.0 attack was given.
 */
export default function AttackTransformExample({id, input, params}: Props): ReactNode {
  const version = useToolkitVersion();
  const attack = getAttack(id, version);
  const output = getTransform(id, params)(input);
  const given = params ? describeParams(params) : '';
  return (
    // data-params lets a browser test recompute the output with the same parameters.
    <figure
      className={styles.example}
      aria-label={`${attack.className} example`}
      data-params={params ? JSON.stringify(params) : undefined}>
      <div className={styles.pair}>
        <div className={styles.side}>
          <p className={styles.label}>Baseline probe</p>
          <pre className={styles.text} data-role="input" data-example-input="">
            {input}
          </pre>
        </div>
        <div className={styles.side}>
          <p className={styles.label}>
            What <code>{attack.className}</code> sends
          </p>
          <pre className={styles.text} data-role="output" data-example-input="">
            {output}
          </pre>
        </div>
      </div>
      <figcaption className={styles.caption}>
        Computed when this page was built, by the same steps as <code>{attack.className}.enhance()</code> in
        DeepTeam {VERSIONS[version].release}
        {given ? (
          <>
            , with <code>{given}</code>.
          </>
        ) : (
          '.'
        )}
      </figcaption>
    </figure>
  );
}
