import { messageEndpoints } from '../../shared/contract/messages.js';
import { authorize } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { listInbound, listMessages, setMessagePreference } from '../services/messages.js';

/** Messages to customers (docs/product/messages.md): the admin's list, and the customer's stop switch. */
export function messageRoutes(app: App): void {
  shopRoute(app, messageEndpoints.list, { preHandler: authorize('messages:read') }, async (request, _reply, ctx) => listMessages(ctx, request.query));

  shopRoute(app, messageEndpoints.inbound, { preHandler: authorize('messages:read') }, async (request, _reply, ctx) => listInbound(ctx, request.query));

  shopRoute(app, messageEndpoints.preference, {}, async (request, _reply, ctx) => setMessagePreference(ctx, request.principal, request.params.id, request.body));
}
