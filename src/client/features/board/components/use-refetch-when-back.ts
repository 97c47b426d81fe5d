import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Fetches again at once whatever failed while the connection was down, as soon as it is back. A
 * reconnect already refetches all live data (lib/socket/live-runtime.ts), but not the very first
 * connection: a TV switched on while the server was away would otherwise wait for its next
 * minute's refresh.
 */
export function useRefetchWhenBack(connected: boolean, queries: readonly UseQueryResult[]): void {
  const latest = useRef(queries);
  useEffect(() => {
    latest.current = queries;
  });
  useEffect(() => {
    if (!connected) return;
    for (const query of latest.current) {
      if (query.isError) void query.refetch();
    }
  }, [connected]);
}
