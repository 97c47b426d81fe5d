import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '../../../../shared/schemas/common.js';
import { api } from '../../../lib/api-client.js';
import { invalidateServices } from './invalidate.js';

/** DELETE /api/services/{id}: hidden from new bookings, kept in the bookings that have it. */
export function deleteService(serviceId: number) {
  return api.delete(`/api/services/${serviceId}`, { schema: okSchema });
}

export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteService, onSuccess: () => invalidateServices(client) });
}
