import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ServiceUpdate } from '../../../../shared/schemas/service.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { invalidateServices } from './invalidate.js';

export interface ServiceUpdateCall {
  serviceId: number;
  update: ServiceUpdate;
}

/** PUT /api/services/{id}: the Edit Service dialog. */
export function updateService({ serviceId, update }: ServiceUpdateCall) {
  return call(ROUTES.services.update, { params: { id: serviceId }, body: update });
}

export function useUpdateService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateService, onSuccess: () => invalidateServices(client) });
}
