import { walkInEndpoints } from '../../shared/contract/walk-ins.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { addStaffWalkIn, usualServices } from '../services/staff-walk-ins.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';

/** The counter: staff add a walk-in in a few taps, with the service the chair is usually booked for. */
export function walkInRoutes(app: App): void {
  // The role here; the chair in addStaffWalkIn, after the request's key is checked: a barber adds to his own chair only.
  shopRoute(app, walkInEndpoints.add, { preHandler: authorize('walk-in:create-for-customer') }, async (request, reply, ctx) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const { booking, created } = await addStaffWalkIn(ctx, request.principal, request.body, key);
    return reply.status(created ? 201 : 200).send(booking);
  });

  shopRoute(app, walkInEndpoints.usualServices, { preHandler: authorize('usual-services:read') }, async (request, _reply, ctx) => usualServices(ctx, request.principal));
}
