import { barberHoursSchema, barberHoursUpdateSchema, breakStartSchema, walkInCheckSchema } from '../../shared/schemas/hours.js';
import { idParamSchema } from '../../shared/schemas/common.js';
import { slotsQuerySchema } from '../../shared/schemas/booking.js';
import { requireBarberAccess, requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { endBreak, getBarberHours, startBreak, updateBarberHours } from '../services/barber-hours.js';
import { checkWalkIn } from '../services/walk-ins.js';

const walkInQuerySchema = slotsQuerySchema.pick({ services: true });

/** The chair's day (docs/product/chairs-day.md): a barber's hours, their dashboard breaks, and the walk-in last call. */
export function barberHoursRoutes(app: App, ctx: AppContext): void {
  const hoursResponse = { 200: barberHoursSchema };

  app.get(
    '/api/barbers/:id/hours',
    { schema: { tags: ['barbers'], params: idParamSchema, response: hoursResponse } },
    async (request) => {
      requireBarberAccess(request, request.params.id);
      return getBarberHours(ctx, request.params.id);
    },
  );

  app.put(
    '/api/barbers/:id/hours',
    { schema: { tags: ['barbers'], params: idParamSchema, body: barberHoursUpdateSchema, response: hoursResponse } },
    async (request) => {
      requireRole(request, 'admin');
      return updateBarberHours(ctx, request.params.id, request.body);
    },
  );

  app.post(
    '/api/barbers/:id/break',
    { schema: { tags: ['barbers'], params: idParamSchema, body: breakStartSchema, response: hoursResponse } },
    async (request) => {
      requireBarberAccess(request, request.params.id);
      return startBreak(ctx, request.params.id, request.body.minutes);
    },
  );

  app.delete(
    '/api/barbers/:id/break',
    { schema: { tags: ['barbers'], params: idParamSchema, response: hoursResponse } },
    async (request) => {
      requireBarberAccess(request, request.params.id);
      return endBreak(ctx, request.params.id);
    },
  );

  app.get(
    '/api/barbers/:id/walk-in',
    { schema: { tags: ['wait time'], params: idParamSchema, querystring: walkInQuerySchema, response: { 200: walkInCheckSchema } } },
    async (request) => checkWalkIn(ctx, request.params.id, request.query.services ?? []),
  );
}
