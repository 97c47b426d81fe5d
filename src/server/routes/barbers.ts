import { barberEndpoints } from '../../shared/contract/barbers.js';
import { requireRole } from '../auth/session.js';
import { route } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import type { App, AppContext } from '../context.js';
import { createBarber, deleteBarber, getBarber, listBarbers, updateBarber } from '../services/barbers.js';

const renderBarberList = serializerFor(barberEndpoints.list.responses[200]);

/** The barber list with live waits, and the admin's Manage Barbers tab (docs/product/screens.md, docs/product/api.md). */
export function barberRoutes(app: App, ctx: AppContext): void {
  route(app, barberEndpoints.list, {}, async (request, reply) => {
    // The admin flag adds logins to the list, so it needs an admin session (docs/product/roles.md).
    if (request.query.admin === 'true') {
      requireRole(request, 'admin');
      return listBarbers(ctx, { withUsers: true });
    }
    // Every customer's page asks for this list: it is rendered once per change and second.
    const body = await ctx.answers.get('barbers', async () =>
      Buffer.from(renderBarberList(await listBarbers(ctx, { withUsers: false }))),
    );
    return sendRendered(reply, body);
  });

  route(app, barberEndpoints.get, {}, async (request) => getBarber(ctx, request.params.id));

  route(app, barberEndpoints.create, {}, async (request, reply) => {
    requireRole(request, 'admin');
    return reply.status(201).send(await createBarber(ctx, request.body));
  });

  route(app, barberEndpoints.update, {}, async (request) => {
    requireRole(request, 'admin');
    return updateBarber(ctx, request.params.id, request.body);
  });

  route(app, barberEndpoints.remove, {}, async (request) => {
    requireRole(request, 'admin');
    await deleteBarber(ctx, request.params.id);
    return { ok: true as const };
  });
}
