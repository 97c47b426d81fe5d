import { bookingSchema } from '../../shared/schemas/booking.js';
import { bookingMoveSchema, bookingUndoSchema, reassignResultSchema } from '../../shared/schemas/booking-desk.js';
import { idParamSchema } from '../../shared/schemas/common.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { moveBooking, reassignWaiting } from '../services/booking-moves.js';
import { undoStatusChange } from '../services/booking-undo.js';

/** The front desk's corrections: undo a status change, move a walk-in, reassign a chair's walk-ins. */
export function bookingDeskRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/bookings/:id/undo',
    { schema: { tags: ['bookings'], params: idParamSchema, body: bookingUndoSchema, response: { 200: bookingSchema } } },
    async (request) => undoStatusChange(ctx, request.principal, request.params.id, request.body.seq),
  );

  app.put(
    '/api/bookings/:id/barber',
    { schema: { tags: ['bookings'], params: idParamSchema, body: bookingMoveSchema, response: { 200: bookingSchema } } },
    async (request) => moveBooking(ctx, request.principal, request.params.id, request.body.barberId),
  );

  app.post(
    '/api/barbers/:id/reassign',
    { schema: { tags: ['barbers'], params: idParamSchema, response: { 200: reassignResultSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return reassignWaiting(ctx, request.params.id);
    },
  );
}
