import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceSchema, type ServiceCreate } from '../../../../shared/schemas/service.js';
import { api } from '../../../lib/api-client.js';
import { invalidateServices } from './invalidate.js';

/** POST /api/services: the Add Service dialog. */
export function createService(input: ServiceCreate) {
  return api.post('/api/services', input, { schema: serviceSchema });
}

export function useCreateService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createService, onSuccess: () => invalidateServices(client) });
}
