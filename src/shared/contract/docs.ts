import { endpoint } from './endpoint.js';

export const docsEndpoints = {
  /** The OpenAPI document of every other endpoint, made from this contract; not listed in itself. */
  openApi: endpoint({ method: 'GET', path: '/api/docs', tags: [], responses: {}, hide: true }),
};
