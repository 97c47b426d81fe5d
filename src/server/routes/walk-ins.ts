import { createdBookingSchema } from '../../shared/schemas/booking.js';
import { staffWalkInSchema, usualServicesSchema } from '../../shared/schemas/staff-walk-in.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { addStaffWalkIn, usualServices } from '../services/staff-walk-ins.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';

/** The counter: staff add a walk-in in a few taps, with the service the chair is usually booked for. */
export function walkInRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/bookings/walk-in',
    { schema: { tags: ['bookings'], body: staffWalkInSchema, response: { 200: createdBookingSchema, 201: createdBookingSchema } } },
    async (request, reply) => {
      const staff = requireRole(request, 'admin', 'barber');
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { booking, created } = await addStaffWalkIn(ctx, staff, request.body, key);
      return reply.status(created ? 201 : 200).send(booking);
    },
  );

  app.get('/api/bookings/usual-services', { schema: { tags: ['bookings'], response: { 200: usualServicesSchema } } }, async (request) =>
    usualServices(ctx, requireRole(request, 'admin', 'barber')),
  );
}
