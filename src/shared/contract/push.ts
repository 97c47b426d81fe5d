import { idParamSchema } from '../schemas/common.js';
import { pushKeySchema, pushSubscriptionInputSchema, pushSubscriptionStateSchema, pushUnsubscribeSchema } from '../schemas/push.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['push'];

/** Web Push (docs/product/messages.md): the key browsers subscribe with, and a phone's opt-in and opt-out per booking. */
export const pushEndpoints = {
  key: endpoint({ ...ROUTES.push.key, tags, responses: { 200: pushKeySchema } }),
  /** 201 for a new subscription, 200 for one the server had already. */
  subscribe: endpoint({
    ...ROUTES.push.subscribe,
    tags,
    params: idParamSchema,
    body: pushSubscriptionInputSchema,
    responses: { 200: pushSubscriptionStateSchema, 201: pushSubscriptionStateSchema },
  }),
  unsubscribe: endpoint({
    ...ROUTES.push.unsubscribe,
    tags,
    params: idParamSchema,
    body: pushUnsubscribeSchema,
    responses: { 200: pushSubscriptionStateSchema },
  }),
};
