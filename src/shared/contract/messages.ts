import { bookingSchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { inboundListQuerySchema, inboundListSchema, messageListQuerySchema, messageListSchema, messagePreferenceSchema } from '../schemas/message.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['messages'];

/** Messages to customers (docs/product/messages.md): the admin's list, and the customer's stop switch. */
export const messageEndpoints = {
  list: endpoint({ ...ROUTES.messages.list, tags, query: messageListQuerySchema, responses: { 200: messageListSchema } }),
  /** What customers wrote to the shop's WhatsApp number, and what it did. */
  inbound: endpoint({ ...ROUTES.messages.inbound, tags, query: inboundListQuerySchema, responses: { 200: inboundListSchema } }),
  preference: endpoint({
    ...ROUTES.messages.preference,
    tags,
    params: idParamSchema,
    body: messagePreferenceSchema,
    responses: { 200: bookingSchema },
  }),
};
