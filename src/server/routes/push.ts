import { pushEndpoints } from '../../shared/contract/push.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { subscribePush, unsubscribePush } from '../services/push-subscriptions.js';

/** Web Push (docs/product/messages.md): the key browsers subscribe with, and a phone's opt-in and opt-out per booking. */
export function pushRoutes(app: App, ctx: AppContext): void {
  route(app, pushEndpoints.key, {}, () => ({ publicKey: ctx.pushPublicKey }));

  route(app, pushEndpoints.subscribe, {}, async (request, reply) => {
    const { created } = await subscribePush(ctx, request.principal, request.params.id, request.body);
    return reply.status(created ? 201 : 200).send({ subscribed: true });
  });

  route(app, pushEndpoints.unsubscribe, {}, async (request) => {
    await unsubscribePush(ctx, request.principal, request.params.id, request.body);
    return { subscribed: false };
  });
}
