import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast.js';
import { describeError } from '../../../lib/api-errors.js';

function toastFailure(error: unknown): void {
  toast({ title: 'Failed to fetch bookings', description: describeError(error, 'Please try again.'), variant: 'destructive' });
}

/**
 * Spec §8 'Failed to fetch bookings': said once when the list stops loading (not on every 30 s
 * poll while the network is down), and again when a Refresh or Retry asked by hand fails too.
 * `refresh` reports whether it is running, for the button's spinner.
 */
export function useBookingsRefresh(query: UseQueryResult): { refresh: () => void; refreshing: boolean } {
  const [refreshing, setRefreshing] = useState(false);
  const { isError, error, refetch } = query;

  // Only the change into failure is news; `error` changes with every failed poll, so it is read, not watched.
  const latestError = useRef(error);
  latestError.current = error;
  useEffect(() => {
    if (isError) toastFailure(latestError.current);
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
