import { bookingDeskEndpoints } from '../../shared/contract/booking-desk.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { moveBooking, reassignWaiting } from '../services/booking-moves.js';
import { undoStatusChange } from '../services/booking-undo.js';

/** The front desk's corrections: undo a status change, move a walk-in, reassign a chair's walk-ins. */
export function bookingDeskRoutes(app: App): void {
  // The role here; the booking's chair inside the service, under the booking's lock.
  shopRoute(app, bookingDeskEndpoints.undo, { preHandler: authorize('booking:undo') }, async (request, _reply, ctx) =>
    undoStatusChange(ctx, request.principal, request.params.id, request.body.seq),
  );

  shopRoute(app, bookingDeskEndpoints.move, { preHandler: authorize('booking:move') }, async (request, _reply, ctx) =>
    moveBooking(ctx, request.principal, request.params.id, request.body.barberId),
  );

  shopRoute(app, bookingDeskEndpoints.reassign, { preHandler: authorize('booking:reassign-waiting') }, async (request, _reply, ctx) =>
    reassignWaiting(ctx, request.params.id),
  );
}
