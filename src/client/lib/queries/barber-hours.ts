import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BarberHours } from '../../../shared/schemas/hours.js';
import { call } from '../api-client.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import { queryKeys } from '../query-keys.js';

/** GET /api/barbers/{id}/hours: the barber's week (null: the shop's hours), dated days off and break. */
export function fetchBarberHours(barberId: number, signal?: AbortSignal): Promise<BarberHours> {
  return call(ROUTES.barberHours.get, { params: { id: barberId }, signal });
}

export const barberHoursQuery = (barberId: number) =>
  queryOptions({
    // Under the barbers family: barberUpdated (hours edited, a break taken elsewhere) refetches it.
    queryKey: queryKeys.barbers.hours(barberId),
    queryFn: ({ signal }) => fetchBarberHours(barberId, signal),
  });

/** A barber's working hours, for the admin's Working hours dialog and the barber's own day. */
export function useBarberHours(barberId: number, options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ ...barberHoursQuery(barberId), ...options });
}
