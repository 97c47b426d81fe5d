import { queueTimeSchema, slotsQuerySchema, slotsResponseSchema, waitTimeQuerySchema, waitTimeSchema } from '../schemas/booking.js';
import { barberIdParamSchema, idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tags = ['wait time'];
const waitTime = { tags, params: barberIdParamSchema, query: waitTimeQuerySchema, responses: { 200: waitTimeSchema } } as const;

/** Public figures from each barber's plan (docs/product/booking-rules.md#the-chair-timeline): wait times, queue time, free slots. */
export const waitTimeEndpoints = {
  /** Both paths of docs/product/api.md answer the same. */
  waitTime: endpoint({ method: 'GET', path: '/api/wait-time/:barberId', ...waitTime }),
  barberWaitTime: endpoint({ method: 'GET', path: '/api/barbers/:barberId/wait-time', ...waitTime }),
  queueTime: endpoint({ method: 'GET', path: '/api/barbers/:id/queue-time', tags, params: idParamSchema, responses: { 200: queueTimeSchema } }),
  slots: endpoint({
    method: 'GET',
    path: '/api/barbers/:id/slots',
    tags,
    params: idParamSchema,
    query: slotsQuerySchema,
    responses: { 200: slotsResponseSchema },
  }),
};
