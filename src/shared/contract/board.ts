import { boardSchema } from '../schemas/board.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

/** The shop's TV board (docs/product/architecture.md#reach): public, token numbers only. */
export const boardEndpoints = {
  get: endpoint({ ...ROUTES.board.get, tags: ['board'], responses: { 200: boardSchema } }),
};
