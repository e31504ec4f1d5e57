// Replaces the theme's code block content so that hydration never runs Prism.
//
// The theme tokenises every block with Prism while the page hydrates and renders each token as a
// React element with the colour mode's inline colours: Prism's code in the JavaScript of every page
// with code, hundreds of extra elements to hydrate, and a second render of every token when the page
// opens in dark mode. Here:
// - During the build, the block's lines are highlighted to HTML (./highlight) and rendered as the
//   `<code>` element's inner HTML; colours come from the stylesheet src/plugins/code-highlight writes.
// - While the page hydrates, the component takes that HTML back from the server-rendered element, so
//   React finds exactly what it would render and keeps the DOM as it is.
// - Rendered in the browser (a page reached by client-side navigation, `npm start`, or code that
//   changes), the block shows its plain lines and loads the highlighter on demand.
// The server build gets ./highlight through the `@site-code-highlight/server` alias; the browser build
// gets a stub (src/plugins/code-highlight), which keeps Prism out of the chunks a page loads up front.
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {highlightOnServer} from '@site-code-highlight/server';
import {plainToHtml} from './plain';
import styles from './styles.module.css';

type Highlighted = {code: string; language: string; html: string};

/** The HTML of a block this page was served with, found by the id React gives it on both sides. */
function serverRenderedHtml(id: string): string | null {
  return document.querySelector(`code[data-code-block="${id}"]`)?.innerHTML ?? null;
}

export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineClassNames, lineNumbersStart} = metadata;
  const id = useId();
  const isBrowser = useIsBrowser();
  const [highlighted, setHighlighted] = useState<Highlighted | null>(() => {
    const html =
      typeof document === 'undefined'
        ? highlightOnServer(code, language, lineClassNames)
        : isBrowser
          ? null
          : serverRenderedHtml(id);
    return html === null ? null : {code, language, html};
  });
  const current = highlighted !== null && highlighted.code === code && highlighted.language === language;

  useEffect(() => {
    if (current) return undefined;
    let cancelled = false;
    import('./highlight')
      .then(({highlightToHtml}) => {
        if (!cancelled) setHighlighted({code, language, html: highlightToHtml(code, language, lineClassNames)});
      })
      // Offline or after a deploy replaced the chunk: the plain lines stay, readable and copyable.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [current, code, language, lineClassNames]);

  if (lineNumbersStart !== undefined) {
    throw new Error('Code blocks with line numbers are not supported: remove showLineNumbers from the fence.');
  }

  return (
    <pre
      ref={wordWrap.codeBlockRef as React.RefObject<HTMLPreElement>}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        data-code-block={id}
        className={styles.codeBlockLines}
        dangerouslySetInnerHTML={{__html: current ? highlighted.html : plainToHtml(code)}}
      />
    </pre>
  );
}
