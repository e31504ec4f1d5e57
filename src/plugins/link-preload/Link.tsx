// `@docusaurus/Link` for this site (wired by ./index.ts). It behaves as Docusaurus's Link does (base URL,
// trailing slash, client-side navigation, the build's broken-link check) except for when it loads the
// next page's code: Docusaurus's Link watches every internal link with an IntersectionObserver and, as
// each one scrolls into view, finds its route among all routes and adds `<link rel="prefetch">` for its
// chunks. A docs page has hundreds of such links (sidebar, table of contents, catalogue tables): on
// desktop that was about 380 prefetch elements and their downloads per page load, plus an observer per
// link created again on every re-render. Here a link loads its page's chunks when the reader shows they
// may follow it (the pointer enters it, a finger touches it, or it gets keyboard focus), early enough that
// the page is usually ready by the click, and the router waits for the chunks when it is not.
// `window.docusaurus.preload` skips slow (2g) and data-saver connections.
import React, {forwardRef, useImperativeHandle, useRef, type FocusEvent, type MouseEvent, type TouchEvent} from 'react';
import {Link as RouterLink, NavLink} from 'react-router-dom';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@docusaurus/Link';

function Link(
  {isNavLink, to, href, activeClassName, isActive, 'data-noBrokenLinkCheck': noBrokenLinkCheck, autoAddBaseUrl = true, ...props}: Props,
  forwardedRef: React.ForwardedRef<HTMLAnchorElement>,
) {
  const {siteConfig} = useDocusaurusContext();
  const {trailingSlash, baseUrl} = siteConfig;
  const hashRouter = siteConfig.future.experimental_router === 'hash';
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const innerRef = useRef<HTMLAnchorElement | null>(null);
  useImperativeHandle(forwardedRef, () => innerRef.current!);

  // `to` and `href` mean the same; `pathname://` marks a path the router must not handle.
  const unprefixed = to || href;
  const isInternal = isInternalUrl(unprefixed);
  let target = unprefixed?.replace('pathname://', '');
  if (target !== undefined && autoAddBaseUrl && target.startsWith('/')) target = withBaseUrl(target);
  if (hashRouter && target?.startsWith('./')) target = target.slice(1);
  if (target && isInternal) target = applyTrailingSlash(target, {trailingSlash, baseUrl});

  const preloaded = useRef(false);
  const preload = () => {
    if (!preloaded.current && target != null) {
      window.docusaurus.preload(target);
      preloaded.current = true;
    }
  };

  const isAnchorLink = target?.startsWith('#') ?? false;
  const opensHere = !props.target || props.target === '_self';
  const isRegularHtmlLink = !target || !isInternal || !opensHere || (isAnchorLink && !hashRouter);
  if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) brokenLinks.collectLink(target);
  if (props.id) brokenLinks.collectAnchor(props.id);

  if (isRegularHtmlLink) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      <a ref={innerRef} href={target} {...(unprefixed && !isInternal && {target: '_blank', rel: 'noopener noreferrer'})} {...props} />
    );
  }
  const {onMouseEnter, onTouchStart, onFocus} = props;
  const LinkComponent = isNavLink ? NavLink : RouterLink;
  return (
    <LinkComponent
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preload();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        preload();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preload();
        onFocus?.(event);
      }}
      innerRef={(element: HTMLAnchorElement | null) => {
        innerRef.current = element;
      }}
      to={target!}
      {...(isNavLink && {isActive, activeClassName})}
    />
  );
}

export default forwardRef(Link);
