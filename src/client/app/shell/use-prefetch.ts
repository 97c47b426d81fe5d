import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { prefetchBookingData } from '../../lib/queries/prefetch.js';
import { preloadPage, type PageName } from '../pages.js';

export interface IntentHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
}

/**
 * Handlers for a link: when a finger or pointer reaches it, barbers and services start loading
 * (docs/product/screens.md), and so does the page's code, so the tap lands on a ready page.
 */
export function usePrefetchOnIntent(page?: PageName): IntentHandlers {
  const client = useQueryClient();
  return useMemo(() => {
    const run = () => {
      prefetchBookingData(client);
      if (page) preloadPage(page);
    };
    return { onPointerEnter: run, onTouchStart: run, onFocus: run };
  }, [client, page]);
}
