import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ServiceCreate } from '../../../../shared/schemas/service.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { invalidateServices } from './invalidate.js';

/** POST /api/services: the Add Service dialog. */
export function createService(input: ServiceCreate) {
  return call(ROUTES.services.create, { body: input });
}

export function useCreateService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createService, onSuccess: () => invalidateServices(client) });
}
