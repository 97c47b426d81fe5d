import { barberEndpoints } from '../../shared/contract/barbers.js';
import { asksForLogins, authorize, authorizeWhen } from '../auth/authorize.js';
import { route } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import type { App, AppContext } from '../context.js';
import { createBarber, deleteBarber, getBarber, listBarbers, updateBarber } from '../services/barbers.js';

const renderBarberList = serializerFor(barberEndpoints.list.responses[200]);

/** The barber list with live waits, and the admin's Manage Barbers tab (docs/product/screens.md, docs/product/api.md). */
export function barberRoutes(app: App, ctx: AppContext): void {
  // The admin flag adds logins to the list, so it needs an admin session (docs/product/roles.md).
  route(app, barberEndpoints.list, { preHandler: authorizeWhen(asksForLogins, 'barber:list-with-logins') }, async (request, reply) => {
    if (request.query.admin === 'true') return listBarbers(ctx, { withUsers: true });
    // Every customer's page asks for this list: it is rendered once per change and second.
    const body = await ctx.answers.get('barbers', async () =>
      Buffer.from(renderBarberList(await listBarbers(ctx, { withUsers: false }))),
    );
    return sendRendered(reply, body);
  });

  route(app, barberEndpoints.get, {}, async (request) => getBarber(ctx, request.params.id));

  route(app, barberEndpoints.create, { preHandler: authorize('barber:create') }, async (request, reply) =>
    reply.status(201).send(await createBarber(ctx, request.body)),
  );

  route(app, barberEndpoints.update, { preHandler: authorize('barber:update') }, async (request) =>
    updateBarber(ctx, request.params.id, request.body),
  );

  route(app, barberEndpoints.remove, { preHandler: authorize('barber:delete') }, async (request) => {
    await deleteBarber(ctx, request.params.id);
    return { ok: true as const };
  });
}
