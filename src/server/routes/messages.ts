import { bookingSchema } from '../../shared/schemas/booking.js';
import { idParamSchema } from '../../shared/schemas/common.js';
import { messageListQuerySchema, messageListSchema, messagePreferenceSchema } from '../../shared/schemas/message.js';
import { requireRole } from '../auth/session.js';
import type { App, AppContext } from '../context.js';
import { listMessages, setMessagePreference } from '../services/messages.js';

/** Messages to customers (docs/product/messages.md): the admin's list, and the customer's stop switch. */
export function messageRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/messages',
    { schema: { tags: ['messages'], querystring: messageListQuerySchema, response: { 200: messageListSchema } } },
    async (request) => {
      requireRole(request, 'admin');
      return listMessages(ctx, request.query);
    },
  );

  app.put(
    '/api/bookings/:id/messages',
    { schema: { tags: ['messages'], params: idParamSchema, body: messagePreferenceSchema, response: { 200: bookingSchema } } },
    async (request) => setMessagePreference(ctx, request.principal, request.params.id, request.body),
  );
}
