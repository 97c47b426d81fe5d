import { healthEndpoints } from '../../shared/contract/health.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { pingDatabase } from '../services/health.js';

export function healthRoutes(app: App, ctx: AppContext): void {
  route(app, healthEndpoints.check, {}, async () => {
    await pingDatabase(ctx.db);
    return { status: 'ok' as const, database: ctx.database.kind };
  });
}
