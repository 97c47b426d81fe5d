import { accuracyQuerySchema, accuracyReportSchema } from '../../shared/schemas/accuracy.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { accuracyReport } from '../services/accuracy.js';

/** The owner's view of how true the promised waits were (docs/product/waits.md). */
export function accuracyRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/accuracy',
    { schema: { tags: ['accuracy'], querystring: accuracyQuerySchema, response: { 200: accuracyReportSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return accuracyReport(ctx, request.query.days);
    },
  );
}
