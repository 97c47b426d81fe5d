import { idParamSchema } from '../../shared/schemas/common.js';
import {
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionStateSchema,
  pushUnsubscribeSchema,
} from '../../shared/schemas/push.js';
import type { App, AppContext } from '../context.js';
import { subscribePush, unsubscribePush } from '../services/push-subscriptions.js';

/** Web Push (docs/product/messages.md): the key browsers subscribe with, and a phone's opt-in and opt-out per booking. */
export function pushRoutes(app: App, ctx: AppContext): void {
  app.get('/api/push/key', { schema: { tags: ['push'], response: { 200: pushKeySchema } } }, () => ({ publicKey: ctx.pushPublicKey }));

  app.post(
    '/api/bookings/:id/push',
    {
      schema: {
        tags: ['push'],
        params: idParamSchema,
        body: pushSubscriptionInputSchema,
        response: { 200: pushSubscriptionStateSchema, 201: pushSubscriptionStateSchema },
      },
    },
    async (request, reply) => {
      const { created } = await subscribePush(ctx, request.principal, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send({ subscribed: true });
    },
  );

  app.delete(
    '/api/bookings/:id/push',
    { schema: { tags: ['push'], params: idParamSchema, body: pushUnsubscribeSchema, response: { 200: pushSubscriptionStateSchema } } },
    async (request) => {
      await unsubscribePush(ctx, request.principal, request.params.id, request.body);
      return { subscribed: false };
    },
  );
}
