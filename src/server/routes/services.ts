import { idParamSchema, okSchema } from '../../shared/schemas/common.js';
import { serviceCreateSchema, serviceSchema, serviceUpdateSchema } from '../../shared/schemas/service.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { createService, deleteService, listServices, presentService, updateService } from '../services/catalog.js';

/** The service menu: public to read, the admin's to change (docs/product/screens.md Services tab). */
export function serviceRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/services',
    { schema: { tags: ['services'], response: { 200: serviceSchema.array() } } },
    async () => (await listServices(ctx)).map(presentService),
  );

  app.post(
    '/api/services',
    { schema: { tags: ['services'], body: serviceCreateSchema, response: { 201: serviceSchema } } },
    async (request, reply) => {
      requireRole(request, 'admin');
      const row = await createService(ctx, request.body);
      return reply.status(201).send(presentService(row));
    },
  );

  app.put(
    '/api/services/:id',
    {
      schema: { tags: ['services'], params: idParamSchema, body: serviceUpdateSchema, response: { 200: serviceSchema } },
    },
    async (request) => {
      requireRole(request, 'admin');
      return presentService(await updateService(ctx, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/services/:id',
    { schema: { tags: ['services'], params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      await deleteService(ctx, request.params.id);
      return { ok: true as const };
    },
  );
}
