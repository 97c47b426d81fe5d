import { accuracyQuerySchema, accuracyReportSchema } from '../schemas/accuracy.js';
import { endpoint } from './endpoint.js';

/** The owner's view of how true the promised waits were (docs/product/waits.md). */
export const accuracyEndpoints = {
  report: endpoint({ method: 'GET', path: '/api/accuracy', tags: ['accuracy'], query: accuracyQuerySchema, responses: { 200: accuracyReportSchema } }),
};
