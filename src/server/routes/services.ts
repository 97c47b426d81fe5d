import { serviceEndpoints } from '../../shared/contract/services.js';
import { authorize } from '../auth/authorize.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { createService, deleteService, listServices, presentService, updateService } from '../services/catalog.js';

/** The service menu: public to read, the admin's to change (docs/product/screens.md Services tab). */
export function serviceRoutes(app: App, ctx: AppContext): void {
  route(app, serviceEndpoints.list, {}, async () => (await listServices(ctx)).map(presentService));

  route(app, serviceEndpoints.create, { preHandler: authorize('service:create') }, async (request, reply) => {
    const row = await createService(ctx, request.body);
    return reply.status(201).send(presentService(row));
  });

  route(app, serviceEndpoints.update, { preHandler: authorize('service:update') }, async (request) =>
    presentService(await updateService(ctx, request.params.id, request.body)),
  );

  route(app, serviceEndpoints.remove, { preHandler: authorize('service:delete') }, async (request) => {
    await deleteService(ctx, request.params.id);
    return { ok: true as const };
  });
}
