import { customerEndpoints } from '../../shared/contract/customers.js';
import { authorize, customerOfPathId, customerOfQuery } from '../auth/authorize.js';
import type { App } from '../context.js';
import { shopRoute } from '../http/route.js';
import { customerBookings, getCustomer, presentCustomer, renameCustomer } from '../services/customers.js';

/**
 * A customer's account and bookings: the customer themself or the admin. Checked before the lookup,
 * so another customer cannot learn which ids exist.
 */
export function customerRoutes(app: App): void {
  // Registered before `/:id`; the router prefers the static path either way.
  shopRoute(app, customerEndpoints.bookings, { preHandler: authorize('customer-bookings:read', customerOfQuery) }, async (request, _reply, ctx) =>
    customerBookings(ctx, request.principal, request.query.customerId),
  );

  shopRoute(app, customerEndpoints.get, { preHandler: authorize('customer:read', customerOfPathId) }, async (request, _reply, ctx) =>
    presentCustomer(await getCustomer(ctx, request.params.id)),
  );

  shopRoute(app, customerEndpoints.rename, { preHandler: authorize('customer:update', customerOfPathId) }, async (request, _reply, ctx) =>
    presentCustomer(await renameCustomer(ctx, request.params.id, request.body.name)),
  );

  shopRoute(app, customerEndpoints.bookingsOf, { preHandler: authorize('customer-bookings:read', customerOfPathId) }, async (request, _reply, ctx) =>
    customerBookings(ctx, request.principal, request.params.id),
  );
}
