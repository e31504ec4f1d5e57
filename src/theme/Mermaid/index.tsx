// A Mermaid diagram, drawn ahead of time: the SVG `npm run diagrams` commits in static/diagrams (see
// src/plugins/diagrams), never Mermaid's runtime. The fence becomes `<mermaid value diagram width height>`
// (src/plugins/diagrams/remark.ts).
// - Server render: the SVG goes into the page's HTML. It carries both colour modes (the dark theme's
//   colours under [data-theme='dark']), so a switch of mode redraws nothing, and its text is in the page
//   for screen readers, find-in-page and search engines.
// - Hydration: the component takes the served SVG back from the page, so React keeps the DOM as it is.
// - Rendered in the browser (client-side navigation, `npm start`): it fetches the file, in the space the
//   width and height keep for it.
// The source stays in the page, hidden, for the Markdown copy of the page (src/plugins/machine-docs).
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {diagramSvg} from '@site-diagrams/svg';
import styles from './styles.module.css';

type Props = {value: string; diagram?: string; width?: string | number; height?: string | number};

/** The SVG this page was served with, found by the id React gives the figure on both sides. */
function servedSvg(id: string): string | null {
  return document.querySelector(`figure[data-diagram-id="${id}"] > [data-diagram-svg]`)?.innerHTML || null;
}

export default function Mermaid({value, diagram, width, height}: Props): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const folder = useBaseUrl('/diagrams/');
  const [svg, setSvg] = useState<{key: string; markup: string} | null>(() => {
    if (!diagram) return null;
    const markup = typeof document === 'undefined' ? diagramSvg(diagram) : isBrowser ? null : servedSvg(id);
    return markup ? {key: diagram, markup} : null;
  });
  const [missing, setMissing] = useState(false);
  const current = svg !== null && svg.key === diagram;

  useEffect(() => {
    if (current || !diagram) return undefined;
    let cancelled = false;
    setMissing(false);
    fetch(`${folder}${diagram}.svg`)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((markup) => {
        if (!cancelled) setSvg({key: diagram, markup});
      })
      .catch(() => {
        if (!cancelled) setMissing(true);
      });
    return () => {
      cancelled = true;
    };
  }, [current, diagram, folder]);

  const w = Number(width);
  const h = Number(height);
  const sized = w > 0 && h > 0;
  return (
    <figure
      className={styles.diagram}
      data-diagram={diagram}
      data-diagram-id={id}
      data-pagefind-ignore="all"
      style={sized ? {maxWidth: `${w}px`} : undefined}>
      {missing || !diagram ? (
        <>
          <p className={styles.missing}>
            This diagram has no SVG yet: run <code>npm run diagrams</code>.
          </p>
          <pre>{value}</pre>
        </>
      ) : (
        <div
          data-diagram-svg=""
          style={sized ? {aspectRatio: `${w} / ${h}`} : undefined}
          dangerouslySetInnerHTML={{__html: current ? svg.markup : ''}}
        />
      )}
      <pre hidden data-mermaid-source="">
        {value}
      </pre>
    </figure>
  );
}
