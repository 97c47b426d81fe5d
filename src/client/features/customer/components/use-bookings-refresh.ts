import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { customerTexts } from '../texts.js';

/**
 * docs/product/api.md#error-catalogue 'Failed to fetch bookings': said once when the list stops loading (not on every 30 s
 * poll while the network is down), and again when a Refresh or Retry asked by hand fails too.
 * `refresh` reports whether it is running, for the button's spinner.
 */
export function useBookingsRefresh(query: UseQueryResult): { refresh: () => void; refreshing: boolean } {
  const t = useTexts(customerTexts);
  const errorText = useErrorText();
  const [refreshing, setRefreshing] = useState(false);
  const { isError, error, refetch } = query;

  const toastFailure = (failure: unknown) => {
    // A 5xx's own words are meant for the server's logs; the general text says it better.
    const shown = failure instanceof ApiError && failure.status >= 500 ? undefined : failure;
    toast({ title: t.fetchFailed, description: errorText.describe(shown, t.pleaseTryAgain), variant: 'destructive' });
  };

  // Only the change into failure is news; `error` changes with every failed poll, so it is read, not watched.
  const latest = useRef({ error, toastFailure });
  latest.current = { error, toastFailure };
  useEffect(() => {
    if (isError) latest.current.toastFailure(latest.current.error);
  }, [isError]);

  const refresh = () => {
    const failedBefore = isError;
    setRefreshing(true);
    void refetch().then((result) => {
      setRefreshing(false);
      if (failedBefore && result.isError) toastFailure(result.error);
    });
  };
  return { refresh, refreshing };
}
