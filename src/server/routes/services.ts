import { serviceEndpoints } from '../../shared/contract/services.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { createService, deleteService, listServices, presentService, updateService } from '../services/catalog.js';

/** The service menu: public to read, the admin's to change (docs/product/screens.md Services tab). */
export function serviceRoutes(app: App): void {
  shopRoute(app, serviceEndpoints.list, {}, async (_request, _reply, ctx) => (await listServices(ctx)).map(presentService));

  shopRoute(app, serviceEndpoints.create, { preHandler: authorize('service:create') }, async (request, reply, ctx) => {
    const row = await createService(ctx, request.body);
    return reply.status(201).send(presentService(row));
  });

  shopRoute(app, serviceEndpoints.update, { preHandler: authorize('service:update') }, async (request, _reply, ctx) =>
    presentService(await updateService(ctx, request.params.id, request.body)),
  );

  shopRoute(app, serviceEndpoints.remove, { preHandler: authorize('service:delete') }, async (request, _reply, ctx) => {
    await deleteService(ctx, request.params.id);
    return { ok: true as const };
  });
}
