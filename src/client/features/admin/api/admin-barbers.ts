import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { barberSchema } from '../../../../shared/schemas/barber.js';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

const barberListSchema = z.array(barberSchema);

/** GET /api/barbers?admin=true: every barber that is not deleted, with their usernames. */
export function fetchAdminBarbers(signal?: AbortSignal) {
  return api.get('/api/barbers?admin=true', { schema: barberListSchema, ...(signal ? { signal } : {}) });
}

export const adminBarbersQuery = () =>
  queryOptions({
    queryKey: queryKeys.barbers.list('admin'),
    queryFn: ({ signal }) => fetchAdminBarbers(signal),
  });

/** The Manage Barbers list; the socket's barberUpdated notices keep it current. */
export function useAdminBarbers() {
  return useQuery(adminBarbersQuery());
}
