import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

export const docsEndpoints = {
  /** The OpenAPI document of every other endpoint, made from this contract; not listed in itself. */
  openApi: endpoint({ ...ROUTES.docs.openApi, tags: [], responses: {}, hide: true }),
};
