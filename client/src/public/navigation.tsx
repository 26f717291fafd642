import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isAdminPath } from '../admin/core/adminPaths';
import { matchPath } from '../matchPath';
import { PUBLIC_PATHS } from './paths';

/**
 * The entry's and the public site's location, without React Router (which
 * loads with the admin only): the current URL through useSyncExternalStore
 * over `popstate` and the event our own navigate() dispatches after
 * history.pushState. `key` changes with every navigation, even to the same
 * URL, so a second click on a #section link scrolls again.
 */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

const NAVIGATE_EVENT = 'site:navigate';

let snapshot: SiteLocation | undefined;

function getSnapshot(): SiteLocation {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash || snapshot.key !== key) {
    snapshot = { pathname, search, hash, key };
  }
  return snapshot;
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

export function useSiteLocation(): SiteLocation {
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** Whether the public site answers this path: its pages, and (as its 404 page) any URL that is not the admin's. */
export function isPublicSitePath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => matchPath(path, pathname)) || !isAdminPath(pathname);
}

/** The public path a URL names, if any (any case, trailing slash allowed). */
export function matchPublicPath(pathname: string) {
  return PUBLIC_PATHS.find((path) => matchPath(path, pathname));
}

/**
 * Goes to a same-origin URL. A page of the public site is shown in place; an
 * admin URL is a full page load, so the admin starts with its own router and
 * styles (see docs/decisions.md). The same URL again replaces the history
 * entry, as a link to the current page does in the browser.
 */
export function navigate(to: string) {
  const url = new URL(to, window.location.href);
  if (!isPublicSitePath(url.pathname)) {
    window.location.assign(url.href);
    return;
  }
  const state = { key: Math.random().toString(36).slice(2, 10) };
  if (url.href === window.location.href) window.history.replaceState(state, '', url.href);
  else window.history.pushState(state, '', url.href);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** Marks the link aria-current="page" while its page is shown (a navigation link). */
  markCurrent?: boolean;
};

/**
 * A plain <a href> that navigates in place on an unmodified left click to a
 * page of the public site; other clicks (new tab, download, a target) and
 * links to other sites or to the admin are the browser's.
 */
export function Link({ to, markCurrent = false, onClick, ...props }: LinkProps) {
  const { pathname } = useSiteLocation();
  const current = markCurrent && !to.includes('#') && matchPath(to, pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (props.target && props.target !== '_self') ||
      props.download !== undefined
    ) {
      return;
    }
    const url = new URL(to, window.location.href);
    // Another site, or the admin (a full page load): the browser follows the href.
    if (url.origin !== window.location.origin || !isPublicSitePath(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is the caller's children, inside props
  return <a {...props} href={to} aria-current={current ? 'page' : props['aria-current']} onClick={handleClick} />;
}
