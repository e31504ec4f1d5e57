import React, {type ReactNode} from 'react';

/**
 * Renders a data string whose code spans are marked with backticks (`like_this`), the convention of the
 * texts in src/data: every other character is plain text, so data can never inject markup.
 */
export function inlineCode(text: string): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

export default function InlineCode({text}: {readonly text: string}): ReactNode {
  return <>{inlineCode(text)}</>;
}
