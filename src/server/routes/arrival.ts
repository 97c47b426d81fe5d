import { arrivalEndpoints } from '../../shared/contract/arrival.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { runLate, setArrival } from '../services/arrival.js';

/** A waiting walk-in's "I'm here" and "Running late" (docs/decisions/0015-arrival-and-running-late.md). */
export function arrivalRoutes(app: App, ctx: AppContext): void {
  route(app, arrivalEndpoints.arrival, {}, async (request) => setArrival(ctx, request.principal, request.params.id, request.body));

  route(app, arrivalEndpoints.late, {}, async (request) => runLate(ctx, request.principal, request.params.id, request.body));
}
