import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '../../../shared/schemas/service.js';
import { call } from '../api-client.js';
import { ROUTES } from '../../../shared/contract/routes.js';
import { shopDataQueryDefaults } from '../query-client.js';
import { queryKeys } from '../query-keys.js';

/** GET /api/services: the services on offer. */
export function fetchServices(signal?: AbortSignal): Promise<Service[]> {
  return call(ROUTES.services.list, { signal });
}

export const servicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.services,
    queryFn: ({ signal }) => fetchServices(signal),
    ...shopDataQueryDefaults,
  });

/** The services on offer (prefetched at start). */
export function useServices() {
  return useQuery(servicesQuery());
}
