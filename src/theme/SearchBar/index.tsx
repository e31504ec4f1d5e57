// Replaces the theme's search slot. With Algolia configured it renders the official Algolia search
// bar; otherwise a DocSearch button and modal backed by the local Pagefind index of the build.
import React, {lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import OriginalSearchBar from '@theme-original/SearchBar';
import type {LocalSearchData} from '@site/src/plugins/local-search';
import {useReaderVersion} from '@site/src/components/ToolkitVersion/reader';
import {scopeForVersion} from '@site/src/plugins/local-search/client/versionScope';

import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

const loadModal = () => import('@site/src/plugins/local-search/client/LocalSearchModal');
const LocalSearchModal = lazy(loadModal);

/**
 * Whether the modal is open, kept outside the navbar: every page renders its own layout, so a page
 * change mounts a new navbar, and a search opened while the next page was loading closed with the old
 * one when that page arrived.
 */
let modalOpen = false;
const openListeners = new Set<() => void>();
const modalState = {
  get: () => modalOpen,
  set(value: boolean) {
    modalOpen = value;
    openListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    openListeners.add(listener);
    return () => void openListeners.delete(listener);
  },
};

function LocalSearchBar({data}: {data: LocalSearchData}): ReactNode {
  // The modal opens on the release of the page being read (or the reader's chosen one elsewhere).
  const readerScope = scopeForVersion(useReaderVersion());
  const isOpen = useSyncExternalStore(modalState.subscribe, modalState.get, () => false);
  const setIsOpen = modalState.set;
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  const open = useCallback(() => setIsOpen(true), []);
  // The modal's code loads on intent (pointer over, focus on or touch of the button, or the first
  // shortcut, which opens it), never on pages where nobody searches. The index loads when it opens.
  const preload = useCallback(() => void loadModal(), []);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    onInput: (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
      />
      {isOpen && (
        <Suspense fallback={null}>
          <LocalSearchModal {...data} initialQuery={initialQuery} initialScope={readerScope} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function LocalSearch(): ReactNode {
  const data = usePluginData('site-local-search') as LocalSearchData;
  return <LocalSearchBar data={data} />;
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.themeConfig.algolia ? <OriginalSearchBar /> : <LocalSearch />;
}
