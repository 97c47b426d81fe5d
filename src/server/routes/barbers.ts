import { z } from 'zod';
import {
  barberCreateSchema,
  barberListQuerySchema,
  barberSchema,
  barberUpdateSchema,
} from '../../shared/schemas/barber.js';
import { idParamSchema, okSchema } from '../../shared/schemas/common.js';
import { requireRole } from '../auth/session.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import type { App, AppContext } from '../context.js';
import { createBarber, deleteBarber, getBarber, listBarbers, updateBarber } from '../services/barbers.js';

const barberListSchema = z.array(barberSchema);
const renderBarberList = serializerFor(barberListSchema);

/** The barber list with live waits, and the admin's Manage Barbers tab (docs/product/screens.md, docs/product/api.md). */
export function barberRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/barbers',
    { schema: { tags: ['barbers'], querystring: barberListQuerySchema, response: { 200: barberListSchema } } },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/barbers/:id',
    { schema: { tags: ['barbers'], params: idParamSchema, response: { 200: barberSchema } } },
    async (request) => getBarber(ctx, request.params.id),
  );

  app.post(
    '/api/barbers',
    { schema: { tags: ['barbers'], body: barberCreateSchema, response: { 201: barberSchema } } },
    async (request, reply) => {
      requireRole(request, 'admin');
      return reply.status(201).send(await createBarber(ctx, request.body));
    },
  );

  app.put(
    '/api/barbers/:id',
    { schema: { tags: ['barbers'], params: idParamSchema, body: barberUpdateSchema, response: { 200: barberSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return updateBarber(ctx, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/barbers/:id',
    { schema: { tags: ['barbers'], params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      await deleteBarber(ctx, request.params.id);
      return { ok: true as const };
    },
  );
}
