// The /search page in local mode: the query lives in ?q=, results come from the Pagefind index.
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LocalSearchData} from '../index';
import {earlyLoadScript, loadPagefind, loadSubjects, loadVocabulary, searchPages, type SearchOutcome} from './pagefind';
import {cleanUrl, resultUrl, safeExcerpt, sectionOf} from './hits';
import SearchNotice, {noticeOf} from './SearchNotice';
import {searchPageUrl} from './searchPageUrl';
import {indexError} from './messages';
import {useReaderVersion} from '@site/src/components/ToolkitVersion/reader';
import {PageMetadata} from '@docusaurus/theme-common';
import {ALL_RELEASES, parseScope, scopeForVersion, scopeLabel, SCOPES, type SearchScope} from './versionScope';
import ScopeSwitch from './ScopeSwitch';
import styles from './SearchPage.module.css';

/** Longer queries are cut: nobody types more, and Pagefind's cost grows with the words. */
export const MAX_QUERY_LENGTH = 200;

type State =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'done'; query: string; outcome: SearchOutcome}
  | {status: 'error'};

/** The URL parameter that asks for the words as typed, without corrections. */
export const AS_TYPED_PARAM = 'as_typed';

function readParams(search: string): {query: string; version: string | null; asTyped: boolean} {
  try {
    const params = new URLSearchParams(search);
    return {query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), version: params.get('version'), asTyped: params.get(AS_TYPED_PARAM) === '1'};
  } catch {
    return {query: '', version: null, asTyped: false};
  }
}

export default function SearchPage(): ReactNode {
  // The reader's release comes from the theme's docs context, which Layout provides.
  return (
    <Layout description="Search the DeepTeam documentation, guides and blog for vulnerabilities, attacks, guards and frameworks, from an index that loads with the site.">
      <SearchContent />
    </Layout>
  );
}

function SearchContent(): ReactNode {
  const {pagefindUrl, baseUrl, dev} = usePluginData('site-local-search') as LocalSearchData;
  const location = useLocation();
  const history = useHistory();
  // The static page is rendered without a query; read ?q= after hydration so both renders agree.
  const [query, setQuery] = useState('');
  // A release chosen in the switch or named by ?version=; otherwise the reader's own.
  const [chosenScope, setChosenScope] = useState<SearchScope | null>(null);
  const readerScope = scopeForVersion(useReaderVersion());
  const scope = chosenScope ?? readerScope;
  const [ready, setReady] = useState(false);
  // The query asked to be searched as typed (?as_typed=1), until the reader changes it.
  const [asTypedQuery, setAsTypedQuery] = useState<string | null>(null);
  // The first search runs at once; later ones wait for a pause in typing.
  const firstSearch = useRef(true);
  useEffect(() => {
    const params = readParams(window.location.search);
    setQuery(params.query);
    if (params.asTyped) setAsTypedQuery(params.query);
    // An unknown ?version= is dropped: the search then follows the reader's release.
    const named = parseScope(params.version, ALL_RELEASES);
    if (named === params.version) setChosenScope(named);
    setReady(true);
    // Read once, on arrival: later changes come from the form.
  }, []);
  const [state, setState] = useState<State>({status: 'idle'});
  const inputId = useId();

  // Keep the query and a chosen release in the URL (replace, so Back leaves the page).
  useEffect(() => {
    if (!ready) return;
    const params = new URLSearchParams(location.search);
    const version = chosenScope && SCOPES.length > 1 ? chosenScope : null;
    const asTyped = asTypedQuery !== null && asTypedQuery === query ? '1' : null;
    if ((params.get('q') ?? '') === query && params.get('version') === version && params.get(AS_TYPED_PARAM) === asTyped) return;
    if (query) params.set('q', query);
    else params.delete('q');
    if (version) params.set('version', version);
    else params.delete('version');
    if (asTyped) params.set(AS_TYPED_PARAM, asTyped);
    else params.delete(AS_TYPED_PARAM);
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  }, [ready, query, chosenScope, asTypedQuery, history, location.pathname, location.search]);

  // A link to the words as typed (from the notice) changes the URL of this page: follow it.
  useEffect(() => {
    if (!ready) return;
    const params = readParams(location.search);
    if (params.asTyped && params.query !== query) {
      setQuery(params.query);
      setAsTypedQuery(params.query);
    } else if (params.asTyped && asTypedQuery !== params.query) setAsTypedQuery(params.query);
    // Only the URL drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, location.search]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const asTyped = asTypedQuery !== null && asTypedQuery === query;
    const timer = window.setTimeout(
      () => {
        loadPagefind(pagefindUrl, baseUrl)
          .then((pagefind) =>
            searchPages(pagefind, trimmed, scope, 30, {asTyped, vocabulary: () => loadVocabulary(pagefindUrl), subjects: () => loadSubjects(pagefindUrl)}),
          )
          .then(
            (outcome) => !cancelled && setState({status: 'done', query: trimmed, outcome}),
            () => !cancelled && setState({status: 'error'}),
          );
      },
      firstSearch.current ? 0 : 120,
    );
    firstSearch.current = false;
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, scope, asTypedQuery, pagefindUrl, baseUrl]);

  const pages = state.status === 'done' ? state.outcome.pages : [];
  const notice = state.status === 'done' ? noticeOf(state.query, state.outcome) : null;

  return (
    <>
      <PageMetadata title={query.trim() ? `Search: ${query.trim()}` : 'Search'} />
      {/* Indexable as one page: its canonical URL is /search without the query, so result URLs fold into it. */}
      <main className={clsx('container margin-vert--lg', styles.page)}>
        {/* Starts loading the index while the page's scripts load, when the URL has a query. */}
        <script dangerouslySetInnerHTML={{__html: earlyLoadScript(pagefindUrl, baseUrl)}} />
        <Heading as="h1">Search the documentation</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            Search docs, guides and blog
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            onChange={(event) => {
            setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH));
            setAsTypedQuery(null);
          }}
          />
          <ScopeSwitch scope={scope} onChange={setChosenScope} className={styles.scope} />
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'error' && (
            <div role="alert">
              <p className={styles.errorTitle}>{indexError(dev).title}</p>
              <p>{indexError(dev).help}</p>
            </div>
          )}
          {state.status === 'done' && pages.length === 0 && (
            <p>
              No results for “{state.query}”
              {scope !== ALL_RELEASES && SCOPES.length > 1 ? ` in ${scopeLabel(scope)}` : ''}. Try fewer or different
              words, or browse the <Link to="/docs/red-teaming-vulnerabilities">list of vulnerabilities</Link>.
              {scope !== ALL_RELEASES && SCOPES.length > 1 && (
                <>
                  {' '}
                  <button type="button" className={styles.allReleases} onClick={() => setChosenScope(ALL_RELEASES)}>
                    Search all releases
                  </button>
                </>
              )}
            </p>
          )}
          {state.status === 'done' && pages.length > 0 && (
            <p>
              {pages.length} {pages.length === 1 ? 'page' : 'pages'} found for “{state.query}”
            </p>
          )}
          {notice && (
            <SearchNotice
              notice={notice}
              asTypedHref={`${searchPageUrl(baseUrl, notice.query, chosenScope && SCOPES.length > 1 ? chosenScope : undefined)}&${AS_TYPED_PARAM}=1`}
            />
          )}
        </div>
        {pages.length > 0 && (
          <ol className={styles.results}>
            {pages.map((page) => (
              <li key={page.url} className={styles.result}>
                <p className={styles.section}>{sectionOf(page, scope === ALL_RELEASES)}</p>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={resultUrl(page)}>{page.meta.title ?? cleanUrl(page.url)}</Link>
                </Heading>
                {page.best && <p className={styles.sectionTitle}>{page.best.title}</p>}
                <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: safeExcerpt(page.excerpt)}} />
                {page.missing.length > 0 && (
                  <p className={styles.missing}>
                    Missing: {page.missing.map((word, index) => (
                      <React.Fragment key={word}>
                        {index > 0 && ', '}
                        <s>{word}</s>
                      </React.Fragment>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
