import { bookingDeskEndpoints } from '../../shared/contract/booking-desk.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { moveBooking, reassignWaiting } from '../services/booking-moves.js';
import { undoStatusChange } from '../services/booking-undo.js';

/** The front desk's corrections: undo a status change, move a walk-in, reassign a chair's walk-ins. */
export function bookingDeskRoutes(app: App, ctx: AppContext): void {
  route(app, bookingDeskEndpoints.undo, {}, async (request) => undoStatusChange(ctx, request.principal, request.params.id, request.body.seq));

  route(app, bookingDeskEndpoints.move, {}, async (request) => moveBooking(ctx, request.principal, request.params.id, request.body.barberId));

  route(app, bookingDeskEndpoints.reassign, {}, async (request) => {
    requireRole(request, 'admin');
    return reassignWaiting(ctx, request.params.id);
  });
}
