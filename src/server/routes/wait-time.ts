import {
  queueTimeSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  waitTimeQuerySchema,
  waitTimeSchema,
} from '../../shared/schemas/booking.js';
import { barberIdParamSchema, idParamSchema } from '../../shared/schemas/common.js';
import type { App, AppContext } from '../context.js';
import { queueTimeFor, slotsFor, waitTimeFor } from '../services/wait-times.js';

/** Public figures from each barber's plan (DESIGN §3): wait times, queue time, free slots. */
export function waitTimeRoutes(app: App, ctx: AppContext): void {
  const waitTimeRoute = {
    schema: {
      tags: ['wait time'],
      params: barberIdParamSchema,
      querystring: waitTimeQuerySchema,
      response: { 200: waitTimeSchema },
    },
  };
  app.get('/api/wait-time/:barberId', waitTimeRoute, async (request) =>
    waitTimeFor(ctx, request.params.barberId, request.query.bookingId),
  );
  app.get('/api/barbers/:barberId/wait-time', waitTimeRoute, async (request) =>
    waitTimeFor(ctx, request.params.barberId, request.query.bookingId),
  );

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
    async (request) => slotsFor(ctx, request.params.id, request.query),
  );
}
