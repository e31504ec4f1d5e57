import React, {type ReactNode} from 'react';

type Props = {readonly label: string; readonly children: ReactNode};

/**
 * A focusable, labelled scroll container for a table, matching what rehype-scrollable-tables does for
 * Markdown tables (wide tables scroll sideways on phones; keyboard users can scroll them).
 */
export default function TableScroll({label, children}: Props): ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
