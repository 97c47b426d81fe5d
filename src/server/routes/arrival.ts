import { arrivalEndpoints } from '../../shared/contract/arrival.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { runLate, setArrival } from '../services/arrival.js';

/** A waiting walk-in's "I'm here" and "Running late" (docs/decisions/0015-arrival-and-running-late.md). */
export function arrivalRoutes(app: App): void {
  shopRoute(app, arrivalEndpoints.arrival, {}, async (request, _reply, ctx) => setArrival(ctx, request.principal, request.params.id, request.body));

  shopRoute(app, arrivalEndpoints.late, {}, async (request, _reply, ctx) => runLate(ctx, request.principal, request.params.id, request.body));
}
