import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {inlineCode} from '@site/src/components/InlineCode';
import {DEEPEVAL_DECLARED, DEEPEVAL_FACTS, DEEPEVAL_PIN_REASONS, DEEPEVAL_PINS, DEFAULT_PIN, type DeepevalPin} from '@site/src/data/deepeval';
import {installCommand, VERSIONS} from '@site/src/data/versions';

import styles from './styles.module.css';

type Props = {
  /** Which deepeval release to name (src/data/deepeval.ts); the recommended one unless the page needs another. */
  readonly pin?: DeepevalPin;
  /** More packages the page needs, each with its version, e.g. `anthropic==0.69.0`. */
  readonly packages?: readonly string[];
  /** Optional extras of the deepteam package, e.g. `['codex']` for `deepteam[codex]==1.0.7`. */
  readonly extras?: readonly string[];
  /** Whether to add the note on why deepeval is pinned; leave it on except where the page already shows it. */
  readonly note?: boolean;
};

/**
 * The install command of the release the page documents, as a copyable shell block. For a release that
 * floats on deepeval (1.0.7 accepts any deepeval from 3.6.2) it names the deepeval release too, with a
 * short note on why and on what to do with a newer deepeval.
 */
export default function InstallCommand({pin = DEFAULT_PIN, packages = [], extras = [], note = true}: Props): ReactNode {
  const version = useToolkitVersion();
  const info = VERSIONS[version];
  const chosen = DEEPEVAL_PINS[pin];
  if (!chosen) throw new Error(`InstallCommand: unknown deepeval pin "${pin}"`);
  // From this deepeval release on, `import deepteam` fails without sentry-sdk (src/data/deepeval.ts).
  const breaksFrom = DEEPEVAL_FACTS['sentry-import-error'].holds.from;
  return (
    <>
      <CodeBlock language="bash">{installCommand(version, pin, packages, extras)}</CodeBlock>
      {note && info.deepevalPinned === null ? (
        <p className={styles.note}>
          <strong>Why deepeval is pinned:</strong> DeepTeam {info.release} accepts any deepeval{' '}
          <code>{DEEPEVAL_DECLARED}</code>, but from deepeval {breaksFrom} <code>import deepteam</code> fails with{' '}
          <code>No module named &apos;sentry_sdk&apos;</code>. deepeval {chosen.version} is {inlineCode(DEEPEVAL_PIN_REASONS[pin])}.{' '}
          <strong>Already on a newer deepeval?</strong> <code>pip install sentry-sdk</code> makes the import work;{' '}
          <Link to="/docs/deepeval-versions#if-you-have-a-newer-deepeval">what still differs</Link>.
        </p>
      ) : null}
    </>
  );
}
