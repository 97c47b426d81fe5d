import { z } from 'zod';
import type { App, AppContext } from '../context.js';
import { pingDatabase } from '../services/health.js';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export function healthRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => {
      await pingDatabase(ctx.db);
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
}
