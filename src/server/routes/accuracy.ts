import { accuracyEndpoints } from '../../shared/contract/accuracy.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { accuracyReport } from '../services/accuracy.js';

/** The owner's view of how true the promised waits were (docs/product/waits.md). */
export function accuracyRoutes(app: App): void {
  shopRoute(app, accuracyEndpoints.report, { preHandler: authorize('accuracy:read') }, async (request, _reply, ctx) => accuracyReport(ctx, request.query.days));
}
