import { barberHoursEndpoints } from '../../shared/contract/barber-hours.js';
import { authorize, chairOfPathId } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { endBreak, getBarberHours, startBreak, updateBarberHours } from '../services/barber-hours.js';
import { checkWalkIn } from '../services/walk-ins.js';

/** The chair's day (docs/product/chairs-day.md): a barber's hours, their dashboard breaks, and the walk-in last call. */
export function barberHoursRoutes(app: App): void {
  shopRoute(app, barberHoursEndpoints.get, { preHandler: authorize('barber-hours:read', chairOfPathId) }, async (request, _reply, ctx) =>
    getBarberHours(ctx, request.params.id),
  );

  shopRoute(app, barberHoursEndpoints.update, { preHandler: authorize('barber-hours:update') }, async (request, _reply, ctx) =>
    updateBarberHours(ctx, request.params.id, request.body),
  );

  const ownBreak = { preHandler: authorize('barber-break:update', chairOfPathId) };

  shopRoute(app, barberHoursEndpoints.startBreak, ownBreak, async (request, _reply, ctx) => startBreak(ctx, request.params.id, request.body.minutes));

  shopRoute(app, barberHoursEndpoints.endBreak, ownBreak, async (request, _reply, ctx) => endBreak(ctx, request.params.id));

  shopRoute(app, barberHoursEndpoints.walkInCheck, {}, async (request, _reply, ctx) => checkWalkIn(ctx, request.params.id, request.query.services ?? []));
}
