import { barberEndpoints } from '../../shared/contract/barbers.js';
import { asksForLogins, authorize, authorizeWhen } from '../auth/authorize.js';
import { shopRoute } from '../http/route.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import type { App } from '../context.js';
import { createBarber, deleteBarber, getBarber, listBarbers, updateBarber } from '../services/barbers.js';

const renderBarberList = serializerFor(barberEndpoints.list.responses[200]);

/** The barber list with live waits, and the admin's Manage Barbers tab (docs/product/screens.md, docs/product/api.md). */
export function barberRoutes(app: App): void {
  // The admin flag adds logins to the list, so it needs an admin session (docs/product/roles.md).
  shopRoute(app, barberEndpoints.list, { preHandler: authorizeWhen(asksForLogins, 'barber:list-with-logins') }, async (request, reply, ctx) => {
    if (request.query.admin === 'true') return listBarbers(ctx, { withUsers: true });
    // Every customer's page asks for this list: it is rendered once per change and second.
    const body = await ctx.answers.get('barbers', async () =>
      Buffer.from(renderBarberList(await listBarbers(ctx, { withUsers: false }))),
    );
    return sendRendered(reply, body);
  });

  shopRoute(app, barberEndpoints.get, {}, async (request, _reply, ctx) => getBarber(ctx, request.params.id));

  shopRoute(app, barberEndpoints.create, { preHandler: authorize('barber:create') }, async (request, reply, ctx) =>
    reply.status(201).send(await createBarber(ctx, request.body)),
  );

  shopRoute(app, barberEndpoints.update, { preHandler: authorize('barber:update') }, async (request, _reply, ctx) =>
    updateBarber(ctx, request.params.id, request.body),
  );

  shopRoute(app, barberEndpoints.remove, { preHandler: authorize('barber:delete') }, async (request, _reply, ctx) => {
    await deleteBarber(ctx, request.params.id);
    return { ok: true as const };
  });
}
