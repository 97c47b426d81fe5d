import { numbersQuerySchema, numbersReportSchema } from '../schemas/numbers.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

/** The owner's numbers (docs/product/money.md, The owner's numbers). */
export const numbersEndpoints = {
  report: endpoint({ ...ROUTES.numbers.report, tags: ['numbers'], query: numbersQuerySchema, responses: { 200: numbersReportSchema } }),
};
