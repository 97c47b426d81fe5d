import { docsEndpoints } from '../../shared/contract/docs.js';
import type { App } from '../context.js';
import { route } from '../http/route.js';

/** The OpenAPI document of every route, generated from the shared contract's zod schemas. */
export function docsRoutes(app: App): void {
  route(app, docsEndpoints.openApi, {}, () => app.swagger());
}
