import { serviceEndpoints } from '../../shared/contract/services.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { createService, deleteService, listServices, presentService, updateService } from '../services/catalog.js';

/** The service menu: public to read, the admin's to change (docs/product/screens.md Services tab). */
export function serviceRoutes(app: App, ctx: AppContext): void {
  route(app, serviceEndpoints.list, {}, async () => (await listServices(ctx)).map(presentService));

  route(app, serviceEndpoints.create, {}, async (request, reply) => {
    requireRole(request, 'admin');
    const row = await createService(ctx, request.body);
    return reply.status(201).send(presentService(row));
  });

  route(app, serviceEndpoints.update, {}, async (request) => {
    requireRole(request, 'admin');
    return presentService(await updateService(ctx, request.params.id, request.body));
  });

  route(app, serviceEndpoints.remove, {}, async (request) => {
    requireRole(request, 'admin');
    await deleteService(ctx, request.params.id);
    return { ok: true as const };
  });
}
