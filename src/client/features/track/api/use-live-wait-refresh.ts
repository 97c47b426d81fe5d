import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/socket/use-socket.js';

/**
 * Booking events already refetch the tracked bookings (lib/socket/cache-updates.ts), but a wait
 * also moves with the clock: the server says so with waitTimeUpdated for the barber (once a
 * minute while open, docs/product/architecture.md#live-updates), which the shared cache code applies to barber data only. This
 * refetches the tracked bookings (`queryKey`: a phone's, or the one a link opened) when it is
 * about one of their barbers.
 */
export function useLiveWaitRefresh(queryKey: readonly unknown[] | null, barberIds: readonly number[]): void {
  const client = useQueryClient();
  useSocketEvent('waitTimeUpdated', (message) => {
    if (queryKey === null || message.barberId === undefined || !barberIds.includes(message.barberId)) return;
    void client.invalidateQueries({ queryKey });
  });
}
