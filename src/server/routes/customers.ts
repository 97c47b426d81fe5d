import { customerEndpoints } from '../../shared/contract/customers.js';
import type { App, AppContext } from '../context.js';
import { route } from '../http/route.js';
import {
  customerBookings,
  getCustomer,
  presentCustomer,
  renameCustomer,
  requireCustomerAccess,
} from '../services/customers.js';

/** A customer's account and bookings: the customer themself or the admin. */
export function customerRoutes(app: App, ctx: AppContext): void {
  // Registered before `/:id`; the router prefers the static path either way.
  route(app, customerEndpoints.bookings, {}, async (request) => {
    requireCustomerAccess(request.principal, request.query.customerId);
    return customerBookings(ctx, request.principal, request.query.customerId);
  });

  route(app, customerEndpoints.get, {}, async (request) => {
    requireCustomerAccess(request.principal, request.params.id);
    return presentCustomer(await getCustomer(ctx, request.params.id));
  });

  route(app, customerEndpoints.rename, {}, async (request) => {
    requireCustomerAccess(request.principal, request.params.id);
    return presentCustomer(await renameCustomer(ctx, request.params.id, request.body.name));
  });

  route(app, customerEndpoints.bookingsOf, {}, async (request) => {
    requireCustomerAccess(request.principal, request.params.id);
    return customerBookings(ctx, request.principal, request.params.id);
  });
}
