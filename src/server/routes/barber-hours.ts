import { barberHoursEndpoints } from '../../shared/contract/barber-hours.js';
import { requireBarberAccess, requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { endBreak, getBarberHours, startBreak, updateBarberHours } from '../services/barber-hours.js';
import { checkWalkIn } from '../services/walk-ins.js';

/** The chair's day (docs/product/chairs-day.md): a barber's hours, their dashboard breaks, and the walk-in last call. */
export function barberHoursRoutes(app: App, ctx: AppContext): void {
  route(app, barberHoursEndpoints.get, {}, async (request) => {
    requireBarberAccess(request, request.params.id);
    return getBarberHours(ctx, request.params.id);
  });

  route(app, barberHoursEndpoints.update, {}, async (request) => {
    requireRole(request, 'admin');
    return updateBarberHours(ctx, request.params.id, request.body);
  });

  route(app, barberHoursEndpoints.startBreak, {}, async (request) => {
    requireBarberAccess(request, request.params.id);
    return startBreak(ctx, request.params.id, request.body.minutes);
  });

  route(app, barberHoursEndpoints.endBreak, {}, async (request) => {
    requireBarberAccess(request, request.params.id);
    return endBreak(ctx, request.params.id);
  });

  route(app, barberHoursEndpoints.walkInCheck, {}, async (request) => checkWalkIn(ctx, request.params.id, request.query.services ?? []));
}
