import { z } from 'zod';
import { activeBookingsResponseSchema, bookingEventSchema, bookingSchema } from '../../shared/schemas/booking.js';
import { barberIdParamSchema, idParamSchema } from '../../shared/schemas/common.js';
import { requireBarberAccess } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import {
  activeBookingsOf,
  barberHistory,
  barberLogs,
  queueBookings,
  servingBooking,
} from '../services/booking-queries.js';

/** The dashboard's reads of one barber's bookings (docs/product/api.md): the barber's own, or the admin's. */
export function barberBookingRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/bookings/barber/:barberId/serving',
    { schema: { tags: ['barber bookings'], params: barberIdParamSchema, response: { 200: bookingSchema } } },
    async (request) => {
      requireBarberAccess(request, request.params.barberId);
      return servingBooking(ctx, request.params.barberId);
    },
  );

  app.get(
    '/api/bookings/barber/:barberId/queue',
    // `t` is the client's cache buster (docs/product/api.md); it is accepted and ignored.
    {
      schema: {
        tags: ['barber bookings'],
        params: barberIdParamSchema,
        querystring: z.object({ t: z.string().optional() }),
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (request) => {
      requireBarberAccess(request, request.params.barberId);
      return queueBookings(ctx, request.params.barberId);
    },
  );

  app.get(
    '/api/bookings/barber-by-id/:id/active',
    { schema: { tags: ['barber bookings'], params: idParamSchema, response: { 200: activeBookingsResponseSchema } } },
    async (request) => activeBookingsOf(ctx, request.principal, request.params.id),
  );

  app.get(
    '/api/bookings/barber-by-id/:id',
    { schema: { tags: ['barber bookings'], params: idParamSchema, response: { 200: z.array(bookingSchema) } } },
    async (request) => {
      requireBarberAccess(request, request.params.id);
      return barberHistory(ctx, request.params.id);
    },
  );

  app.get(
    '/api/logs/barber/:id',
    { schema: { tags: ['barber bookings'], params: idParamSchema, response: { 200: z.array(bookingEventSchema) } } },
    async (request) => {
      requireBarberAccess(request, request.params.id);
      return barberLogs(ctx, request.params.id);
    },
  );
}
