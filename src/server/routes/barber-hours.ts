import { barberHoursEndpoints } from '../../shared/contract/barber-hours.js';
import { authorize, chairOfPathId } from '../auth/authorize.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { endBreak, getBarberHours, startBreak, updateBarberHours } from '../services/barber-hours.js';
import { checkWalkIn } from '../services/walk-ins.js';

/** The chair's day (docs/product/chairs-day.md): a barber's hours, their dashboard breaks, and the walk-in last call. */
export function barberHoursRoutes(app: App, ctx: AppContext): void {
  route(app, barberHoursEndpoints.get, { preHandler: authorize('barber-hours:read', chairOfPathId) }, async (request) =>
    getBarberHours(ctx, request.params.id),
  );

  route(app, barberHoursEndpoints.update, { preHandler: authorize('barber-hours:update') }, async (request) =>
    updateBarberHours(ctx, request.params.id, request.body),
  );

  const ownBreak = { preHandler: authorize('barber-break:update', chairOfPathId) };

  route(app, barberHoursEndpoints.startBreak, ownBreak, async (request) => startBreak(ctx, request.params.id, request.body.minutes));

  route(app, barberHoursEndpoints.endBreak, ownBreak, async (request) => endBreak(ctx, request.params.id));

  route(app, barberHoursEndpoints.walkInCheck, {}, async (request) => checkWalkIn(ctx, request.params.id, request.query.services ?? []));
}
