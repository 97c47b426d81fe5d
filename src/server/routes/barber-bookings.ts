import { barberBookingEndpoints } from '../../shared/contract/barber-bookings.js';
import { authorize, chairOfPathBarberId, chairOfPathId } from '../auth/authorize.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import {
  activeBookingsOf,
  barberHistory,
  barberLogs,
  queueBookings,
  servingBooking,
} from '../services/booking-queries.js';

/** The dashboard's reads of one barber's bookings (docs/product/api.md): the barber's own, or the admin's. */
export function barberBookingRoutes(app: App, ctx: AppContext): void {
  const ownChair = { preHandler: authorize('barber-bookings:read', chairOfPathBarberId) };
  const ownChairById = { preHandler: authorize('barber-bookings:read', chairOfPathId) };

  route(app, barberBookingEndpoints.serving, ownChair, async (request) => servingBooking(ctx, request.params.barberId));

  // `t` is the client's cache buster (docs/product/api.md); it is accepted and ignored.
  route(app, barberBookingEndpoints.queue, ownChair, async (request) => queueBookings(ctx, request.params.barberId));

  route(app, barberBookingEndpoints.active, {}, async (request) => activeBookingsOf(ctx, request.principal, request.params.id));

  route(app, barberBookingEndpoints.history, ownChairById, async (request) => barberHistory(ctx, request.params.id));

  route(app, barberBookingEndpoints.logs, ownChairById, async (request) => barberLogs(ctx, request.params.id));
}
