/**
 * One page of the API reference (`<ApiReference group="…" />` in docs/api-*.mdx): every public name of a
 * module group in the page's release, from data written at build time (src/plugins/api-reference).
 *
 * The entries are rendered to HTML during the build (./Body.tsx through `@site-api-reference/render`) and
 * served in the page; the browser gets none of that data. While the page hydrates this component keeps
 * the served markup as it is; after a client-side navigation it fetches the page and takes the entries
 * from it. Around them it adds the name filter and a note when the URL names an entry this release does
 * not have.
 */
import React, {useDeferredValue, useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {renderReferenceBody} from '@site-api-reference/render';
import type {ApiPageData} from '@site/src/plugins/api-reference/types';
import ApiFilter from '@site/src/components/ApiFilter';
import Marks from './Marks';
import styles from './styles.module.css';

type Props = {readonly data: ApiPageData};

/** The element that holds the entries, in the served page and here. */
export const ENTRIES_ID = 'api-reference-entries';
const FAILED = '';

/** The served markup of the entries, while the page hydrates; null after a client-side navigation. */
function servedEntries(): string | null {
  return document.getElementById(ENTRIES_ID)?.innerHTML ?? null;
}

function decodeEntities(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function currentAnchor(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}

/** Hides the names that do not match; returns the matching names' ids in page order. */
function applyFilter(root: HTMLElement, query: string): {shown: string[]; total: number} {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (el: Element) => {
    const names = el.getAttribute('data-api-names') ?? '';
    return words.every((word) => names.includes(word));
  };
  const shown: string[] = [];
  let total = 0;
  for (const entry of Array.from(root.querySelectorAll<HTMLElement>('[data-api-entry]'))) {
    const own = matches(entry);
    const members = Array.from(entry.querySelectorAll<HTMLElement>('[data-api-member]'));
    total += 1 + members.length;
    const memberHits = members.map(matches);
    entry.hidden = words.length > 0 && !own && !memberHits.some(Boolean);
    if (own) shown.push(entry.querySelector('[id]')?.id ?? '');
    members.forEach((member, index) => {
      member.hidden = words.length > 0 && !own && !memberHits[index];
      if (memberHits[index]) shown.push(member.querySelector('[id]')?.id ?? '');
    });
  }
  for (const module of Array.from(root.querySelectorAll<HTMLElement>('[data-api-module]'))) {
    module.hidden = !Array.from(module.querySelectorAll<HTMLElement>('[data-api-entry]')).some((entry) => !entry.hidden);
  }
  return {shown: shown.filter(Boolean), total};
}

export default function ApiReference({data}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {metadata} = useDoc();
  const [html, setHtml] = useState<string | null>(() => renderReferenceBody(data) ?? (isBrowser ? null : servedEntries()));
  // The entries are markup, not headings: their anchors are declared to the build's broken-anchor check
  // (the table of contents and other pages link to them).
  const brokenLinks = useBrokenLinks();
  if (!isBrowser && html) for (const match of html.matchAll(/\sid="([^"]+)"/g)) brokenLinks.collectAnchor(decodeEntities(match[1]!));
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const [result, setResult] = useState<{shown: string[]; total: number}>({shown: [], total: 0});
  const [missing, setMissing] = useState<string | null>(null);
  const entries = useRef<HTMLDivElement>(null);
  const fetched = useRef(false);

  // After a client-side navigation: the entries come from the served page.
  useEffect(() => {
    if (html !== null) return undefined;
    let cancelled = false;
    fetched.current = true;
    fetch(metadata.permalink, {credentials: 'same-origin'})
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => {
        const served = new DOMParser().parseFromString(text, 'text/html').getElementById(ENTRIES_ID);
        if (!cancelled) setHtml(served ? served.innerHTML : FAILED);
      })
      .catch(() => {
        if (!cancelled) setHtml(FAILED);
      });
    return () => {
      cancelled = true;
    };
  }, [html, metadata.permalink]);

  // Once the entries are there: go to the anchor (after a fetch), and say when this release has no such entry.
  useEffect(() => {
    if (!html) return undefined;
    const check = () => {
      const id = currentAnchor();
      const target = id ? document.getElementById(id) : null;
      setMissing(id && !target ? id : null);
      return target;
    };
    const target = check();
    if (fetched.current && target) target.scrollIntoView();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [html]);

  useEffect(() => {
    if (entries.current && html) setResult(applyFilter(entries.current, deferred));
  }, [deferred, html]);

  const goToFirst = () => {
    const id = result.shown[0];
    if (!id) return;
    window.history.pushState(null, '', `#${id}`);
    const target = document.getElementById(id);
    target?.scrollIntoView();
    target?.setAttribute('tabindex', '-1');
    target?.focus({preventScroll: true});
  };

  return (
    <div className={styles.reference}>
      <Intro data={data} />
      {missing && (
        <p className={styles.missing} role="status">
          There is no entry <code>{missing}</code> in DeepTeam {data.release}.
        </p>
      )}
      <ApiFilter query={query} onChange={setQuery} onSubmit={goToFirst} shown={deferred ? result.shown.length : result.total} total={result.total} noun="names" />
      {html === FAILED ? (
        <p className={styles.missing}>
          The entries could not be loaded. <a href={metadata.permalink}>Open this page again</a> to read them.
        </p>
      ) : html === null ? (
        <p aria-busy="true">Loading the entries…</p>
      ) : null}
      <div id={ENTRIES_ID} ref={entries} dangerouslySetInnerHTML={{__html: html ?? ''}} />
    </div>
  );
}

/** Whether release `a` is newer than `b` ("1.0.7" > "0.2.8"). */
function newer(a: string, b: string): boolean {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) > (pb[i] ?? 0);
  return false;
}

function Intro({data}: {data: ApiPageData}): ReactNode {
  const newest = newer(data.release, data.otherRelease);
  return (
    <div className={styles.intro}>
      <p>
        {data.entryCount} public names of DeepTeam {data.release}, generated from the facts sheet of{' '}
        <a href={data.source.url}>{data.source.ref}</a>. Each shows its import line and its signature, fields or members as the source
        declares them; a parameter without a default is required.
      </p>
      <details className={styles.legend}>
        <summary>How to read the release marks</summary>
        {newest ? (
          <ul>
            <li>
              <Marks marks={[{tone: 'note', text: `since ${data.otherRelease}`}]} />, <Marks marks={[{tone: 'new', text: 'new in …'}]} />: the release a class
              arrived in, for the classes whose history was read release by release (every release from {data.otherRelease} to {data.release}). No older release
              was read: “since {data.otherRelease}” means {data.otherRelease} or earlier.
            </li>
            <li>
              <Marks marks={[{tone: 'changed', text: '… changed in …'}]} />: a later release changed a default, a type, the accepted values or an import path. On a
              parameter, the mark names the release and the old value.
            </li>
            <li>
              <Marks marks={[{tone: 'note', text: `in ${data.otherRelease} and ${data.release}`}]} />,{' '}
              <Marks marks={[{tone: 'new', text: `in ${data.release}; not in ${data.otherRelease}`}]} />,{' '}
              <Marks marks={[{tone: 'changed', text: `${data.otherRelease} default: …`}]} />: everything else is compared between the {data.otherRelease} and{' '}
              {data.release} facts sheets only, so the release in between where it arrived or changed is not known.
            </li>
          </ul>
        ) : (
          <ul>
            <li>Every name here is in {data.release} (or earlier: no older release was read).</li>
            <li>
              <Marks marks={[{tone: 'changed', text: '… changed in …'}]} />: what a later release changed, for the classes whose history was read release by
              release.
            </li>
            <li>
              <Marks marks={[{tone: 'gone', text: `not in ${data.otherRelease}`}]} />, <Marks marks={[{tone: 'changed', text: `${data.otherRelease} default: …`}]} />:
              compared with the {data.otherRelease} facts sheet, for everything else.
            </li>
          </ul>
        )}
      </details>
    </div>
  );
}
