import { numbersEndpoints } from '../../shared/contract/numbers.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { numbersReport } from '../services/numbers.js';

/** The owner's numbers (docs/product/money.md, The owner's numbers): the admin's alone. */
export function numbersRoutes(app: App): void {
  shopRoute(app, numbersEndpoints.report, { preHandler: authorize('numbers:read') }, async (request, _reply, ctx) => numbersReport(ctx, request.query.weeks));
}
