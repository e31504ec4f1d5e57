import React, {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly query: string;
  readonly onChange: (query: string) => void;
  /** Enter: go to the first name that matches. */
  readonly onSubmit: () => void;
  readonly shown: number;
  readonly total: number;
  readonly noun: string;
};

/**
 * The name filter of the API reference pages. Without JavaScript the whole page is there to read and
 * the browser's find works, so the box is hidden (`noscript`) rather than shown doing nothing.
 * Escape clears it; Enter goes to the first match.
 */
export default function ApiFilter({query, onChange, onSubmit, shown, total, noun}: Props): ReactNode {
  const id = useId();
  const status = query.trim()
    ? shown === 0
      ? `No ${noun} matches “${query.trim()}”.`
      : `${shown} of ${total} ${noun} match “${query.trim()}”. Press Enter to go to the first.`
    : `${total} ${noun}.`;
  return (
    <div className={`${styles.filter} api-filter`} data-md-skip="" data-pagefind-ignore="">
      <noscript>
        <style>{'.api-filter{display:none}'}</style>
      </noscript>
      <label htmlFor={id} className={styles.label}>
        Filter by name
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={query}
        placeholder="e.g. PIILeakage, red_team, guard_input"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-status`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.preventDefault();
            onChange('');
          } else if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      <p id={`${id}-status`} className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** Whether a query matches a name or dotted path: every word of the query, case-insensitively. */
export function matches(query: string, haystack: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = haystack.toLowerCase();
  return words.every((word) => text.includes(word));
}
