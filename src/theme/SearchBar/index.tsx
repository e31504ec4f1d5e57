// Replaces the theme's search slot. With Algolia configured it renders the official Algolia search
// bar; otherwise a DocSearch button and modal backed by the local Pagefind index of the build.
import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import OriginalSearchBar from '@theme-original/SearchBar';
import type {LocalSearchData} from '@site/src/plugins/local-search';

import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

const loadModal = () => import('@site/src/plugins/local-search/client/LocalSearchModal');
const LocalSearchModal = lazy(loadModal);

function LocalSearchBar({data}: {data: LocalSearchData}): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  const open = useCallback(() => setIsOpen(true), []);

  // Fetch the modal's code once the page is idle, so the first shortcut opens it at once.
  // The search index itself loads only when the modal opens.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadModal());
  }, []);
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
      <DocSearchButton ref={buttonRef} onClick={open} translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}} />
      {isOpen && (
        <Suspense fallback={null}>
          <LocalSearchModal {...data} initialQuery={initialQuery} onClose={close} />
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
