import { accuracyEndpoints } from '../../shared/contract/accuracy.js';
import { authorize } from '../auth/authorize.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { accuracyReport } from '../services/accuracy.js';

/** The owner's view of how true the promised waits were (docs/product/waits.md). */
export function accuracyRoutes(app: App, ctx: AppContext): void {
  route(app, accuracyEndpoints.report, { preHandler: authorize('accuracy:read') }, async (request) => accuracyReport(ctx, request.query.days));
}
