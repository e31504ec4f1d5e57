import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Mark} from '@site/src/plugins/api-reference/types';
import styles from './styles.module.css';

/** Release marks as badges. */
export default function Marks({marks}: {marks?: readonly Mark[]}): ReactNode {
  if (!marks?.length) return null;
  return (
    <span className={styles.marks}>
      {marks.map((mark, index) => (
        <React.Fragment key={index}>
          {/* Read aloud and kept in the Markdown export, where the badges have no borders to part them;
              the badges' container sets its own text to size 0 (styles.module.css, .marks). */}
          {', '}
          <span className={clsx(styles.mark, styles[`mark-${mark.tone}`])}>{mark.text}</span>
        </React.Fragment>
      ))}
    </span>
  );
}

