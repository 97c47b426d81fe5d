import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/barbers?admin=true: every barber that is not deleted, with their usernames. */
export function fetchAdminBarbers(signal?: AbortSignal) {
  return call(ROUTES.barbers.list, { query: { admin: 'true' }, signal });
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
