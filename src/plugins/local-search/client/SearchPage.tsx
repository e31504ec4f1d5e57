// The /search page in local mode: the query lives in ?q=, results come from the Pagefind index.
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LocalSearchData} from '../index';
import {loadPagefind, searchPages} from './pagefind';
import type {PageResult} from './pageText';
import {cleanUrl, safeExcerpt, sectionOf} from './hits';
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
  | {status: 'done'; query: string; pages: PageResult[]}
  | {status: 'error'};

function readParams(search: string): {query: string; version: string | null} {
  try {
    const params = new URLSearchParams(search);
    return {query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), version: params.get('version')};
  } catch {
    return {query: '', version: null};
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
  useEffect(() => {
    const params = readParams(window.location.search);
    setQuery(params.query);
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
    if ((params.get('q') ?? '') === query && params.get('version') === version) return;
    if (query) params.set('q', query);
    else params.delete('q');
    if (version) params.set('version', version);
    else params.delete('version');
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  }, [ready, query, chosenScope, history, location.pathname, location.search]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    const timer = window.setTimeout(() => {
      loadPagefind(pagefindUrl, baseUrl)
        .then((pagefind) => searchPages(pagefind, trimmed, scope, 30))
        .then(
          (pages) => !cancelled && setState({status: 'done', query: trimmed, pages}),
          () => !cancelled && setState({status: 'error'}),
        );
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [query, scope, pagefindUrl, baseUrl]);

  return (
    <>
      <PageMetadata title={query.trim() ? `Search: ${query.trim()}` : 'Search'} />
      {/* Indexable as one page: its canonical URL is /search without the query, so result URLs fold into it. */}
      <main className={clsx('container margin-vert--lg', styles.page)}>
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
            onChange={(event) => setQuery(event.target.value.slice(0, MAX_QUERY_LENGTH))}
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
          {state.status === 'done' && state.pages.length === 0 && (
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
          {state.status === 'done' && state.pages.length > 0 && (
            <p>
              {state.pages.length} {state.pages.length === 1 ? 'page' : 'pages'} found for “{state.query}”
            </p>
          )}
        </div>
        {state.status === 'done' && state.pages.length > 0 && (
          <ol className={styles.results}>
            {state.pages.map((page) => (
              <li key={page.url} className={styles.result}>
                <p className={styles.section}>{sectionOf(page, scope === ALL_RELEASES)}</p>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={cleanUrl(page.url)}>{page.meta.title ?? cleanUrl(page.url)}</Link>
                </Heading>
                <p className={styles.excerpt} dangerouslySetInnerHTML={{__html: safeExcerpt(page.excerpt)}} />
              </li>
            ))}
          </ol>
        )}
      </main>
    </>
  );
}
