import { bookingSchema } from '../../shared/schemas/booking.js';
import { arrivalUpdateSchema, runningLateSchema } from '../../shared/schemas/arrival.js';
import { idParamSchema } from '../../shared/schemas/common.js';
import type { App, AppContext } from '../context.js';
import { runLate, setArrival } from '../services/arrival.js';

/** A waiting walk-in's "I'm here" and "Running late" (docs/decisions/0015-arrival-and-running-late.md). */
export function arrivalRoutes(app: App, ctx: AppContext): void {
  app.put(
    '/api/bookings/:id/arrival',
    { schema: { tags: ['bookings'], params: idParamSchema, body: arrivalUpdateSchema, response: { 200: bookingSchema } } },
    async (request) => setArrival(ctx, request.principal, request.params.id, request.body),
  );

  app.put(
    '/api/bookings/:id/late',
    { schema: { tags: ['bookings'], params: idParamSchema, body: runningLateSchema, response: { 200: bookingSchema } } },
    async (request) => runLate(ctx, request.principal, request.params.id, request.body),
  );
}
