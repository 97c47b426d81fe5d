import { bookingSchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { messageListQuerySchema, messageListSchema, messagePreferenceSchema } from '../schemas/message.js';
import { endpoint } from './endpoint.js';

const tags = ['messages'];

/** Messages to customers (docs/product/messages.md): the admin's list, and the customer's stop switch. */
export const messageEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/messages', tags, query: messageListQuerySchema, responses: { 200: messageListSchema } }),
  preference: endpoint({
    method: 'PUT',
    path: '/api/bookings/:id/messages',
    tags,
    params: idParamSchema,
    body: messagePreferenceSchema,
    responses: { 200: bookingSchema },
  }),
};
