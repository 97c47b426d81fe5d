import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';

/** After a change to one of this barber's bookings: their staff views and plan figures. */
export function invalidateBarberBookings(client: QueryClient, barberId: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.bookings.barber(barberId) }),
    client.invalidateQueries({ queryKey: queryKeys.barberLive.barber(barberId) }),
  ]).then(() => undefined);
}
