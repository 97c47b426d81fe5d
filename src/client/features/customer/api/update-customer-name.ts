import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/schemas/auth.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** PUT /api/customer/{id} {name}. */
export function updateCustomerName(input: { customerId: number; name: string }): Promise<Customer> {
  return call(ROUTES.customers.rename, { params: { id: input.customerId }, body: { name: input.name } });
}

/**
 * Renames the customer. The profile cache takes the answer, and so does the session user, which
 * the header and the stored first-paint copy read. Bookings keep the name they were made with.
 */
export function useUpdateCustomerName() {
  const client = useQueryClient();
  const { user, login } = useAuth();
  return useMutation({
    mutationFn: updateCustomerName,
    onSuccess: (customer) => {
      client.setQueryData(queryKeys.customer(customer.id), customer);
      if (user?.role === 'customer' && user.customer?.id === customer.id) login({ ...user, customer });
    },
  });
}
