import { healthEndpoints } from '../../shared/contract/health.js';
import type { App, PlatformContext } from '../context.js';
import { route } from '../http/route.js';
import { pingDatabase } from '../services/health.js';

/** The server's health, whatever shop the host names: it asks the database through the global handle. */
export function healthRoutes(app: App, platform: PlatformContext): void {
  route(app, healthEndpoints.check, {}, async () => {
    await pingDatabase(platform.database.db);
    return { status: 'ok' as const, database: platform.database.kind };
  });
}
