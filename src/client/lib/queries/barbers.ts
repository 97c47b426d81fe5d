import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Barber } from '../../../shared/schemas/barber.js';
import { call } from '../api-client.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import { shopDataQueryDefaults } from '../query-client.js';
import { queryKeys } from '../query-keys.js';

/** GET /api/barbers: every barber with their live wait, shortest wait first. */
export function fetchBarbers(signal?: AbortSignal): Promise<Barber[]> {
  return call(ROUTES.barbers.list, { signal });
}

export const barbersQuery = () =>
  queryOptions({
    queryKey: queryKeys.barbers.list('public'),
    queryFn: ({ signal }) => fetchBarbers(signal),
    ...shopDataQueryDefaults,
  });

/** The public barber list; wait times are patched in place by the live socket. */
export function useBarbers() {
  return useQuery(barbersQuery());
}

/** Whether anyone can be booked right now (the footer's Book Appointment link, docs/product/screens.md). */
export function useAnyBarberAvailable(): boolean {
  const { data } = useQuery({ ...barbersQuery(), select: (barbers) => barbers.some((barber) => barber.isAvailable) });
  return data ?? false;
}
