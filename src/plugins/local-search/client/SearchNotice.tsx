// What a search did to the reader's words: corrections ("Showing results for crescendo", with a way to
// search the words as typed) and words that no result holds. Shown in the modal and on /search.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Notice} from './notice';
import styles from './SearchNotice.module.css';

export {noticeOf, type Notice} from './notice';

type Props = {
  readonly notice: Notice;
  /** In the modal: searches the words as typed. */
  readonly onSearchAsTyped?: (query: string) => void;
  /** On the search page: the URL that searches the words as typed. */
  readonly asTypedHref?: string;
  readonly className?: string;
};

function Words({words}: {words: readonly string[]}): ReactNode {
  return words.map((word, index) => (
    <React.Fragment key={word}>
      {index > 0 && (index === words.length - 1 ? ' and ' : ', ')}
      <strong>{word}</strong>
    </React.Fragment>
  ));
}

export default function SearchNotice({notice, onSearchAsTyped, asTypedHref, className}: Props): ReactNode {
  const {query, correctedQuery, leftOut} = notice;
  return (
    <div className={[styles.notice, 'site-search-notice', className].filter(Boolean).join(' ')} aria-live="polite">
      {correctedQuery && (
        <p className={styles.line}>
          Showing results for <strong>{correctedQuery}</strong>.{' '}
          {asTypedHref ? (
            <Link to={asTypedHref} className={styles.asTyped}>
              Search instead for “{query}”
            </Link>
          ) : (
            <button type="button" className={styles.asTyped} onClick={() => onSearchAsTyped?.(query)}>
              Search instead for “{query}”
            </button>
          )}
        </p>
      )}
      {leftOut.length > 0 && (
        <p className={styles.line}>
          No page has all of your words. Showing pages that match most of them, without <Words words={leftOut} />.
        </p>
      )}
    </div>
  );
}
