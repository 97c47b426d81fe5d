import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceSchema, type ServiceUpdate } from '../../../../shared/schemas/service.js';
import { api } from '../../../lib/api-client.js';
import { invalidateServices } from './invalidate.js';

export interface ServiceUpdateCall {
  serviceId: number;
  update: ServiceUpdate;
}

/** PUT /api/services/{id}: the Edit Service dialog. */
export function updateService({ serviceId, update }: ServiceUpdateCall) {
  return api.put(`/api/services/${serviceId}`, update, { schema: serviceSchema });
}

export function useUpdateService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateService, onSuccess: () => invalidateServices(client) });
}
