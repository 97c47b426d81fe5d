import { barberBookingEndpoints } from '../../shared/contract/barber-bookings.js';
import { requireBarberAccess } from '../auth/session.js';
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
  route(app, barberBookingEndpoints.serving, {}, async (request) => {
    requireBarberAccess(request, request.params.barberId);
    return servingBooking(ctx, request.params.barberId);
  });

  // `t` is the client's cache buster (docs/product/api.md); it is accepted and ignored.
  route(app, barberBookingEndpoints.queue, {}, async (request) => {
    requireBarberAccess(request, request.params.barberId);
    return queueBookings(ctx, request.params.barberId);
  });

  route(app, barberBookingEndpoints.active, {}, async (request) => activeBookingsOf(ctx, request.principal, request.params.id));

  route(app, barberBookingEndpoints.history, {}, async (request) => {
    requireBarberAccess(request, request.params.id);
    return barberHistory(ctx, request.params.id);
  });

  route(app, barberBookingEndpoints.logs, {}, async (request) => {
    requireBarberAccess(request, request.params.id);
    return barberLogs(ctx, request.params.id);
  });
}
