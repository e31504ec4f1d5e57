import React, {type ReactNode} from 'react';
import {useToolkitVersion} from '@site/src/components/ToolkitVersion';
import {inlineCode} from '@site/src/components/InlineCode';
import {DEEPEVAL_FACTS, formatRange} from '@site/src/data/deepeval';
import {resolveStoryText, storiesOf, type StoryItem} from '@site/src/data/privacy';

const LISTS = {upload: 'uploadKeySources', keepLocal: 'keepRunLocal', telemetry: 'telemetry'} as const;

type Props = {
  /** Which story: what turns on the Confident AI upload, how to keep a run local, or what telemetry sends. */
  readonly story: keyof typeof LISTS;
};

function Item({item}: {readonly item: StoryItem}): ReactNode {
  return (
    <li>
      <strong>{inlineCode(resolveStoryText(item.label))}</strong> {inlineCode(resolveStoryText(item.text))}
      {item.deepeval ? <> ({formatRange(DEEPEVAL_FACTS[item.deepeval].holds)}.)</> : null}
    </li>
  );
}

/**
 * One of the stories several pages tell about where a run's data goes, from src/data/privacy.ts, for the
 * release of the page it renders on: every page that tells it tells the same, complete version.
 */
export default function PrivacyStory({story}: Props): ReactNode {
  const list = LISTS[story];
  if (!list) throw new Error(`PrivacyStory: unknown story "${story}"`);
  const items = storiesOf(useToolkitVersion())[list];
  const ListTag = story === 'keepLocal' ? 'ol' : 'ul';
  return (
    <ListTag>
      {items.map((item) => (
        <Item key={item.id} item={item} />
      ))}
    </ListTag>
  );
}
