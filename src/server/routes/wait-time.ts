import {
  queueTimeSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  waitTimeQuerySchema,
  waitTimeSchema,
} from '../../shared/schemas/booking.js';
import { barberIdParamSchema, idParamSchema } from '../../shared/schemas/common.js';
import type { App, AppContext } from '../context.js';
import { sendRendered, serializerFor } from '../http/zod-serializer.js';
import { queueTimeFor, slotsFor, waitTimeFor } from '../services/wait-times.js';

const renderWaitTime = serializerFor(waitTimeSchema);
const renderSlots = serializerFor(slotsResponseSchema);

/** Public figures from each barber's plan (docs/product/booking-rules.md#the-chair-timeline): wait times, queue time, free slots. */
export function waitTimeRoutes(app: App, ctx: AppContext): void {
  const waitTimeRoute = {
    schema: {
      tags: ['wait time'],
      params: barberIdParamSchema,
      querystring: waitTimeQuerySchema,
      response: { 200: waitTimeSchema },
    },
  };
  // Both paths of docs/product/api.md; the card polls them and refetches on every live wait update.
  for (const path of ['/api/wait-time/:barberId', '/api/barbers/:barberId/wait-time']) {
    app.get(path, waitTimeRoute, async (request, reply) => {
      const { barberId } = request.params;
      const { bookingId } = request.query;
      const body = await ctx.answers.get(`wait:${barberId}:${bookingId ?? ''}`, async () =>
        Buffer.from(renderWaitTime(await waitTimeFor(ctx, barberId, bookingId))),
      );
      return sendRendered(reply, body);
    });
  }

  app.get(
    '/api/barbers/:id/queue-time',
    { schema: { tags: ['wait time'], params: idParamSchema, response: { 200: queueTimeSchema } } },
    async (request) => queueTimeFor(ctx, request.params.id),
  );

  app.get(
    '/api/barbers/:id/slots',
    {
      schema: { tags: ['wait time'], params: idParamSchema, querystring: slotsQuerySchema, response: { 200: slotsResponseSchema } },
    },
    async (request, reply) => {
      const { date, services } = request.query;
      const key = `slots:${request.params.id}:${date ?? ''}:${[...new Set(services)].sort((a, b) => a - b).join(',')}`;
      const body = await ctx.answers.get(key, async () =>
        Buffer.from(renderSlots(await slotsFor(ctx, request.params.id, request.query))),
      );
      return sendRendered(reply, body);
    },
  );
}
