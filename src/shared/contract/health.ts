import { healthSchema } from '../schemas/health.js';
import { endpoint } from './endpoint.js';

export const healthEndpoints = {
  /** The database answers: for load balancers, and the offline page's check for the way back. */
  check: endpoint({ method: 'GET', path: '/api/health', tags: ['health'], responses: { 200: healthSchema } }),
};
