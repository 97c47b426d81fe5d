import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/schemas/auth.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/customer/{id}: the customer's name and phone. */
export function fetchCustomer(customerId: number, signal?: AbortSignal): Promise<Customer> {
  return call(ROUTES.customers.get, { params: { id: customerId }, signal });
}

export const customerQuery = (customerId: number) =>
  queryOptions({
    queryKey: queryKeys.customer(customerId),
    queryFn: ({ signal }) => fetchCustomer(customerId, signal),
  });

/** The signed-in customer's profile; the session's copy is shown until the answer arrives. */
export function useCustomer(session: Customer) {
  return useQuery({ ...customerQuery(session.id), placeholderData: session });
}
