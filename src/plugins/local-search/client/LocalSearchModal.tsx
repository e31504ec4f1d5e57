// The DocSearch modal wired to the local Pagefind index. Loaded lazily when the reader opens search.
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {DocSearchModalProps} from '@docsearch/react';
import {loadPagefind, loadSubjects, loadVocabulary, MAX_PAGES, searchPages, type SearchOutcome} from './pagefind';
import {toHits} from './hits';
import SearchNotice, {noticeOf, type Notice} from './SearchNotice';
import {searchPageUrl} from './searchPageUrl';
import {indexError, UNREACHABLE_INDEX} from './messages';
import {ALL_RELEASES, type SearchScope} from './versionScope';
import ScopeSwitch from './ScopeSwitch';
import '@docsearch/css/dist/modal.css';
import './modal.css';

/** Also names the localStorage keys of recent and favourite searches. */
export const LOCAL_INDEX_NAME = 'deepteam-docs';

type Props = {
  readonly pagefindUrl: string;
  readonly baseUrl: string;
  readonly dev: boolean;
  readonly initialQuery: string | undefined;
  /** The release searched when the modal opens: the reader's. */
  readonly initialScope: SearchScope;
  readonly onClose: () => void;
};

type SearchRequest = {query?: string; params?: {query?: string}};

function HitLink({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  return <Link to={hit.url}>{children}</Link>;
}

function ErrorScreen({dev}: {dev: boolean}): ReactNode {
  const {title, help} = indexError(dev);
  return (
    <div className="DocSearch-ErrorScreen site-search-error" role="alert">
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>
  );
}

/**
 * Makes DocSearch run its current query again (after the scope changed). Its input is a React
 * controlled input, which ignores an input event whose value did not change: the value is changed and
 * changed back through the native setter, each followed by an input event.
 */
function searchAgain(modal: Element | null): void {
  const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue || !input.value) return;
  const {value} = input;
  for (const next of [`${value} `, value]) {
    setValue.call(input, next);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
}

export default function LocalSearchModal({pagefindUrl, baseUrl, dev, initialQuery, initialScope, onClose}: Props): ReactNode {
  const history = useHistory();
  // The modal covers the page: render it at the top of <body>, outside the navbar.
  // Attached before the first render, so DocSearch can focus its input when it mounts.
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'site-search-container';
    document.body.insertBefore(element, document.body.firstChild);
    return element;
  });
  useEffect(() => () => container.remove(), [container]);
  const [failed, setFailedState] = useState(false);
  // Set only on a change: a state update re-renders the whole modal, which a keystroke should not pay for.
  const failedRef = useRef(false);
  const setFailed = useCallback((value: boolean) => {
    if (failedRef.current === value) return;
    failedRef.current = value;
    setFailedState(value);
  }, []);
  const [modalElement, setModalElement] = useState<Element | null>(null);
  // Read by the search client when DocSearch queries; the state only re-renders the switch.
  const [scope, setScopeState] = useState<SearchScope>(initialScope);
  const scopeRef = useRef(initialScope);
  const [switchSlot, setSwitchSlot] = useState<HTMLElement | null>(null);
  const setScope = useCallback(
    (next: SearchScope) => {
      scopeRef.current = next;
      setScopeState(next);
      searchAgain(container.querySelector('.DocSearch-Modal'));
    },
    [container],
  );

  // What the results say about the query: corrected or left-out words. Set only on a change.
  const [notice, setNoticeState] = useState<Notice | null>(null);
  const noticeKey = useRef('');
  const setNotice = useCallback((next: Notice | null) => {
    const key = JSON.stringify(next);
    if (noticeKey.current === key) return;
    noticeKey.current = key;
    setNoticeState(next);
  }, []);
  // A query the reader asked to search as typed (no corrections), until the query changes.
  const asTypedRef = useRef<string | null>(null);
  // The query of the latest search: each keystroke searches, and an earlier search that finishes later
  // must not replace the notice of the words now in the box (DocSearch itself shows only the latest).
  const latestQuery = useRef<string | null>(null);
  const searchAsTyped = useCallback(
    (query: string) => {
      asTypedRef.current = query;
      searchAgain(container.querySelector('.DocSearch-Modal'));
      container.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
    },
    [container],
  );

  // The switch sits under the search box, in a slot of its own that DocSearch does not render.
  useEffect(() => {
    const searchBar = container.querySelector('.DocSearch-SearchBar');
    if (!searchBar) return undefined;
    const slot = document.createElement('div');
    slot.className = 'site-search-scope';
    searchBar.after(slot);
    setSwitchSlot(slot);
    return () => slot.remove();
  }, [container]);

  // DocSearch 4 replaces its own error state when its autocomplete layer settles, so a failed index
  // load is tracked here and shown over the results area of the modal (see modal.css).
  const transformSearchClient = useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (client) => {
      const search = async (input: {requests?: SearchRequest[]} | SearchRequest[]) => {
        const requests = Array.isArray(input) ? input : (input.requests ?? []);
        const query = requests[0]?.query ?? requests[0]?.params?.query ?? '';
        latestQuery.current = query;
        let hits: ReturnType<typeof toHits> = [];
        try {
          const pagefind = await loadPagefind(pagefindUrl, baseUrl);
          setFailed(false);
          const searched = scopeRef.current;
          // searchAgain() adds and removes a space: the same words stay "as typed".
          const asTyped = asTypedRef.current !== null && asTypedRef.current.trim() === query.trim();
          if (!asTyped) asTypedRef.current = null;
          const outcome: SearchOutcome = await searchPages(pagefind, query, searched, undefined, {
            asTyped,
            vocabulary: () => loadVocabulary(pagefindUrl),
            subjects: () => loadSubjects(pagefindUrl),
          });
          hits = toHits(outcome.pages, [...outcome.terms], searched === ALL_RELEASES);
          if (latestQuery.current === query) setNotice(noticeOf(query, outcome));
        } catch {
          // Answered with no hits, not an error: DocSearch would leave the rejection unhandled. The
          // error panel tells the reader what happened.
          setFailed(true);
        }
        // The latest query once answered, for tests and the benchmark to wait on (DocSearch paints it next).
        if (latestQuery.current === query) container.setAttribute('data-answered-query', query);
        const result = {hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: hits.length, processingTimeMS: 0, query, params: ''};
        return {results: requests.map(() => result)};
      };
      return {...client, search} as unknown as typeof client;
    },
    [pagefindUrl, baseUrl, setFailed, setNotice, container],
  );

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string}}) => (
      <Link to={searchPageUrl(baseUrl, state.query, scopeRef.current)} onClick={onClose}>
        See all results for “{state.query}”
      </Link>
    ),
    [baseUrl, onClose],
  );

  // Load the index as soon as the modal opens, before the first keystroke.
  useEffect(() => {
    loadPagefind(pagefindUrl, baseUrl).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, [pagefindUrl, baseUrl, setFailed]);

  useEffect(() => {
    setModalElement(failed ? container.querySelector('.DocSearch-Modal') : null);
  }, [failed, container]);

  return createPortal(
    <>
      <DocSearchModal
        appId="local"
        apiKey="local"
        indexName={LOCAL_INDEX_NAME}
        onClose={onClose}
        isAskAiActive={false}
        onAskAiToggle={() => {}}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        hitComponent={HitLink}
        // Every hit of the pages found (a page and up to three sections each), not DocSearch's 5 per group.
        maxResultsPerGroup={MAX_PAGES * 4}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent as DocSearchModalProps['resultsFooterComponent']}
        placeholder="Search docs, guides and blog"
        translations={{
          errorScreen: {titleText: UNREACHABLE_INDEX.title, helpText: UNREACHABLE_INDEX.help},
        }}
      />
      {switchSlot &&
        createPortal(
          <>
            <ScopeSwitch scope={scope} onChange={setScope} />
            {notice && <SearchNotice notice={notice} onSearchAsTyped={searchAsTyped} />}
          </>,
          switchSlot,
        )}
      {failed && modalElement && createPortal(<ErrorScreen dev={dev} />, modalElement)}
    </>,
    container,
  );
}
