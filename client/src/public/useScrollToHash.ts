import { useEffect } from 'react';
import { useSiteLocation } from './navigation';

/**
 * Scrolls to the element named by the URL's #hash and moves focus there.
 * Client-side navigation never does this by itself, and on a first visit the
 * section only exists once this lazily loaded page has rendered. Depending on
 * the location key makes a second click on the same link scroll again.
 */
export function useScrollToHash() {
  const { hash, key } = useSiteLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
