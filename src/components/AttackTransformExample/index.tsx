import React, {type ReactNode} from 'react';
import {getAttack} from '@site/src/data/attacks';
import {getTransform} from '@site/src/data/transforms';

import styles from './styles.module.css';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {VERSIONS} from '@site/src/data/versions';

type Props = {
  /** Catalogue id of an attack with a deterministic transform (base64-encoding, rot13-encoding, leetspeak). */
  readonly id: string;
  /** The baseline probe, before the attack. */
  readonly input: string;
};

/**
 * A probe and what the attack sends for it, computed when the site is built by the same steps as the
 * toolkit source (src/data/transforms.ts), never typed by hand. The three transforms are the same in
 * 0.2.8 and 1.0.7 (their enhance() bodies did not change), so the caption names the page's release.
 */
export default function AttackTransformExample({id, input}: Props): ReactNode {
  const version = useToolkitVersion();
  const attack = getAttack(id, version);
  const output = getTransform(id)(input);
  return (
    <figure className={styles.example} aria-label={`${attack.className} example`}>
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
        DeepTeam {VERSIONS[version].release}.
      </figcaption>
    </figure>
  );
}
