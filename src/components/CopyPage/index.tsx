import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {markdownPath} from './markdownPath';
import styles from './styles.module.css';

async function copyFrom(url: string): Promise<void> {
  const load = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  // Safari keeps the click's permission only when the clipboard write starts at once.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': load.then((text) => new Blob([text], {type: 'text/plain'}))})]);
  } else {
    await navigator.clipboard.writeText(await load);
  }
}

/** "Copy page" by the title: copies the page's Markdown; its menu opens the Markdown itself. */
export default function CopyPage({llmsTxt, className}: {readonly llmsTxt: string; readonly className?: string}): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const href = markdownPath(pathname, baseUrl);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  async function copy(): Promise<void> {
    setStatus('');
    try {
      await copyFrom(href);
      setStatus('Copied the page as Markdown.');
    } catch {
      setStatus('Could not copy: the clipboard is blocked here. Use “View as Markdown” instead.');
    }
  }

  return (
    <div
      ref={root}
      className={clsx('copy-page', styles.copyPage, className)}
      data-pagefind-ignore="all"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy}>
          Copy page
        </button>
        <button
          ref={toggle}
          type="button"
          className={clsx(styles.button, styles.toggle)}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="More ways to get this page"
          onClick={() => setOpen(!open)}>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          <a href={href} type="text/markdown">
            View as Markdown
          </a>
        </li>
        <li>
          <a href={llmsTxt}>llms.txt of these docs</a>
        </li>
      </ul>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
