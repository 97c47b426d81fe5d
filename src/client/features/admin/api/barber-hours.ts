import { queryOptions, useQuery } from '@tanstack/react-query';
import { barberHoursSchema } from '../../../../shared/schemas/hours.js';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/barbers/{id}/hours: the barber's week (null: the shop's hours), days off and break. */
export function fetchBarberHours(barberId: number, signal?: AbortSignal) {
  return api.get(`/api/barbers/${barberId}/hours`, { schema: barberHoursSchema, ...(signal ? { signal } : {}) });
}

export const barberHoursQuery = (barberId: number) =>
  queryOptions({
    queryKey: queryKeys.barbers.hours(barberId),
    queryFn: ({ signal }) => fetchBarberHours(barberId, signal),
  });

/** A barber's working hours, read when the Working hours dialog opens. */
export function useBarberHours(barberId: number, enabled: boolean) {
  return useQuery({ ...barberHoursQuery(barberId), enabled });
}
