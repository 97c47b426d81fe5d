import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollToIdWhenReady } from './scroll.js';

/**
 * Page changes start at the top, as a full page load would; a deep link with a hash ('/#track')
 * scrolls to its section once it has rendered.
 */
export function ScrollManager() {
  const [path] = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (first.current) {
      first.current = false;
      if (hash) return scrollToIdWhenReady(decodeURIComponent(hash));
      return;
    }
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [path]);

  return null;
}
