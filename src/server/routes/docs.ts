import type { App, AppContext } from '../context.js';

/** The OpenAPI document of every route, generated from the shared zod schemas. */
export function docsRoutes(app: App, _ctx: AppContext): void {
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
}
