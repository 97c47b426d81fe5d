import { idParamSchema } from '../schemas/common.js';
import { pushKeySchema, pushSubscriptionInputSchema, pushSubscriptionStateSchema, pushUnsubscribeSchema } from '../schemas/push.js';
import { endpoint } from './endpoint.js';

const tags = ['push'];

/** Web Push (docs/product/messages.md): the key browsers subscribe with, and a phone's opt-in and opt-out per booking. */
export const pushEndpoints = {
  key: endpoint({ method: 'GET', path: '/api/push/key', tags, responses: { 200: pushKeySchema } }),
  /** 201 for a new subscription, 200 for one the server had already. */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/push',
    tags,
    params: idParamSchema,
    body: pushSubscriptionInputSchema,
    responses: { 200: pushSubscriptionStateSchema, 201: pushSubscriptionStateSchema },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/bookings/:id/push',
    tags,
    params: idParamSchema,
    body: pushUnsubscribeSchema,
    responses: { 200: pushSubscriptionStateSchema },
  }),
};
