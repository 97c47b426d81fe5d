import { takingsEndpoints } from '../../shared/contract/takings.js';
import { authorize, callerChair } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { takingsCsv, takingsEntries, takingsReport } from '../services/takings.js';

/**
 * The day's takings and each barber's share (docs/product/money.md, Takings). A barber reads only
 * their own figures and entries, whatever they ask; the CSV is the admin's.
 */
export function takingsRoutes(app: App): void {
  shopRoute(app, takingsEndpoints.report, { preHandler: authorize('takings:read') }, async (request, _reply, ctx) =>
    takingsReport(ctx, request.query, callerChair(request)),
  );

  shopRoute(app, takingsEndpoints.entries, { preHandler: authorize('takings:read') }, async (request, _reply, ctx) =>
    takingsEntries(ctx, request.query, callerChair(request)),
  );

  shopRoute(app, takingsEndpoints.csv, { preHandler: authorize('takings:export') }, async (request, reply, ctx) => {
    const { from, to } = request.query;
    const body = await takingsCsv(ctx, { from, to });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="takings-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
