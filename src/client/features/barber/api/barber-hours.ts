import { queryOptions, useQuery } from '@tanstack/react-query';
import { barberHoursSchema, type BarberHours } from '../../../../shared/schemas/hours.js';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** A planned break starts when the customer in the chair is done, which no live message announces. */
export const HOURS_REFRESH_MS = 60_000;

/** GET /api/barbers/{id}/hours: the barber's weekly hours, dated days off and their break. */
export function fetchBarberHours(barberId: number, signal?: AbortSignal): Promise<BarberHours> {
  return api.get(`/api/barbers/${barberId}/hours`, { schema: barberHoursSchema, ...(signal ? { signal } : {}) });
}

export const barberHoursQuery = (barberId: number) =>
  queryOptions({
    // Under the barbers family: barberUpdated (hours edited, a break taken elsewhere) refetches it.
    queryKey: queryKeys.barbers.hours(barberId),
    queryFn: ({ signal }) => fetchBarberHours(barberId, signal),
    refetchInterval: HOURS_REFRESH_MS,
  });

/** The signed-in barber's working time: the break control and My hours. */
export function useBarberHours(barberId: number) {
  return useQuery(barberHoursQuery(barberId));
}
