import { bookingDeskEndpoints } from '../../shared/contract/booking-desk.js';
import { authorize } from '../auth/authorize.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { moveBooking, reassignWaiting } from '../services/booking-moves.js';
import { undoStatusChange } from '../services/booking-undo.js';

/** The front desk's corrections: undo a status change, move a walk-in, reassign a chair's walk-ins. */
export function bookingDeskRoutes(app: App, ctx: AppContext): void {
  // The role here; the booking's chair inside the service, under the booking's lock.
  route(app, bookingDeskEndpoints.undo, { preHandler: authorize('booking:undo') }, async (request) =>
    undoStatusChange(ctx, request.principal, request.params.id, request.body.seq),
  );

  route(app, bookingDeskEndpoints.move, { preHandler: authorize('booking:move') }, async (request) =>
    moveBooking(ctx, request.principal, request.params.id, request.body.barberId),
  );

  route(app, bookingDeskEndpoints.reassign, { preHandler: authorize('booking:reassign-waiting') }, async (request) =>
    reassignWaiting(ctx, request.params.id),
  );
}
