import { healthSchema } from '../schemas/health.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

export const healthEndpoints = {
  /** The database answers: for load balancers, and the offline page's check for the way back. */
  check: endpoint({ ...ROUTES.health.check, tags: ['health'], responses: { 200: healthSchema } }),
};
