import { messageEndpoints } from '../../shared/contract/messages.js';
import { authorize } from '../auth/authorize.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import { listMessages, setMessagePreference } from '../services/messages.js';

/** Messages to customers (docs/product/messages.md): the admin's list, and the customer's stop switch. */
export function messageRoutes(app: App, ctx: AppContext): void {
  route(app, messageEndpoints.list, { preHandler: authorize('messages:read') }, async (request) => listMessages(ctx, request.query));

  route(app, messageEndpoints.preference, {}, async (request) => setMessagePreference(ctx, request.principal, request.params.id, request.body));
}
