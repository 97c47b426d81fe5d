import { walkInEndpoints } from '../../shared/contract/walk-ins.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { addStaffWalkIn, usualServices } from '../services/staff-walk-ins.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';

/** The counter: staff add a walk-in in a few taps, with the service the chair is usually booked for. */
export function walkInRoutes(app: App, ctx: AppContext): void {
  route(app, walkInEndpoints.add, {}, async (request, reply) => {
    const staff = requireRole(request, 'admin', 'barber');
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const { booking, created } = await addStaffWalkIn(ctx, staff, request.body, key);
    return reply.status(created ? 201 : 200).send(booking);
  });

  route(app, walkInEndpoints.usualServices, {}, async (request) => usualServices(ctx, requireRole(request, 'admin', 'barber')));
}
