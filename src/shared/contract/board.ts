import { boardSchema } from '../schemas/board.js';
import { endpoint } from './endpoint.js';

/** The shop's TV board (docs/product/architecture.md#reach): public, token numbers only. */
export const boardEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/board', tags: ['board'], responses: { 200: boardSchema } }),
};
