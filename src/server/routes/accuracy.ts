import { accuracyEndpoints } from '../../shared/contract/accuracy.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { accuracyReport } from '../services/accuracy.js';

/** The owner's view of how true the promised waits were (docs/product/waits.md). */
export function accuracyRoutes(app: App, ctx: AppContext): void {
  route(app, accuracyEndpoints.report, {}, async (request) => {
    requireRole(request, 'admin');
    return accuracyReport(ctx, request.query.days);
  });
}
