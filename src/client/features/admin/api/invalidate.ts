import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';

/** A barber changed: every barber list, and the waits and slots that depend on who is available. */
export function invalidateBarbers(client: QueryClient): Promise<void> {
  return Promise.all([
    // Every list now, shown or not: shop data is not refetched on mount (query-client.ts).
    client.invalidateQueries({ queryKey: queryKeys.barbers.all, refetchType: 'all' }),
    client.invalidateQueries({ queryKey: queryKeys.barberLive.all }),
  ]).then(() => undefined);
}

/** Services changed: the list, and the booked-slot labels and free slots built from durations. */
export function invalidateServices(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.services }),
    client.invalidateQueries({ queryKey: queryKeys.barberLive.all }),
  ]).then(() => undefined);
}
