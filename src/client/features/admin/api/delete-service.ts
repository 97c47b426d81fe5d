import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { invalidateServices } from './invalidate.js';

/** DELETE /api/services/{id}: hidden from new bookings, kept in the bookings that have it. */
export function deleteService(serviceId: number) {
  return call(ROUTES.services.remove, { params: { id: serviceId } });
}

export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteService, onSuccess: () => invalidateServices(client) });
}
