import { barberBookingEndpoints } from '../../shared/contract/barber-bookings.js';
import { authorize, chairOfPathBarberId, chairOfPathId } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import {
  activeBookingsOf,
  barberHistory,
  barberLogs,
  queueBookings,
  servingBooking,
} from '../services/booking-queries.js';

/** The dashboard's reads of one barber's bookings (docs/product/api.md): the barber's own, or the admin's. */
export function barberBookingRoutes(app: App): void {
  const ownChair = { preHandler: authorize('barber-bookings:read', chairOfPathBarberId) };
  const ownChairById = { preHandler: authorize('barber-bookings:read', chairOfPathId) };

  shopRoute(app, barberBookingEndpoints.serving, ownChair, async (request, _reply, ctx) => servingBooking(ctx, request.params.barberId));

  // `t` is the client's cache buster (docs/product/api.md); it is accepted and ignored.
  shopRoute(app, barberBookingEndpoints.queue, ownChair, async (request, _reply, ctx) => queueBookings(ctx, request.params.barberId));

  shopRoute(app, barberBookingEndpoints.active, {}, async (request, _reply, ctx) => activeBookingsOf(ctx, request.principal, request.params.id));

  shopRoute(app, barberBookingEndpoints.history, ownChairById, async (request, _reply, ctx) => barberHistory(ctx, request.params.id));

  shopRoute(app, barberBookingEndpoints.logs, ownChairById, async (request, _reply, ctx) => barberLogs(ctx, request.params.id));
}
