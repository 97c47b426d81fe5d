import { pushEndpoints } from '../../shared/contract/push.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { subscribePush, unsubscribePush } from '../services/push-subscriptions.js';

/** Web Push (docs/product/messages.md): the key browsers subscribe with, and a phone's opt-in and opt-out per booking. */
export function pushRoutes(app: App): void {
  shopRoute(app, pushEndpoints.key, {}, (_request, _reply, ctx) => ({ publicKey: ctx.pushPublicKey }));

  shopRoute(app, pushEndpoints.subscribe, {}, async (request, reply, ctx) => {
    const { created } = await subscribePush(ctx, request.principal, request.params.id, request.body);
    return reply.status(created ? 201 : 200).send({ subscribed: true });
  });

  shopRoute(app, pushEndpoints.unsubscribe, {}, async (request, _reply, ctx) => {
    await unsubscribePush(ctx, request.principal, request.params.id, request.body);
    return { subscribed: false };
  });
}
