import { z } from 'zod';
import { customerBookingsQuerySchema, customerSchema, customerUpdateSchema } from '../../shared/schemas/auth.js';
import { bookingSchema } from '../../shared/schemas/booking.js';
import { idParamSchema } from '../../shared/schemas/common.js';
import type { App, AppContext } from '../context.js';
import {
  customerBookings,
  getCustomer,
  presentCustomer,
  renameCustomer,
  requireCustomerAccess,
} from '../services/customers.js';

const tags = ['customers'];
const bookingListSchema = z.array(bookingSchema);

/** A customer's account and bookings: the customer themself or the admin. */
export function customerRoutes(app: App, ctx: AppContext): void {
  // Registered before `/:id`; the router prefers the static path either way.
  app.get(
    '/api/customer/bookings',
    { schema: { tags, querystring: customerBookingsQuerySchema, response: { 200: bookingListSchema } } },
    async (request) => {
      requireCustomerAccess(request.principal, request.query.customerId);
      return customerBookings(ctx, request.principal, request.query.customerId);
    },
  );

  app.get(
    '/api/customer/:id',
    { schema: { tags, params: idParamSchema, response: { 200: customerSchema } } },
    async (request) => {
      requireCustomerAccess(request.principal, request.params.id);
      return presentCustomer(await getCustomer(ctx, request.params.id));
    },
  );

  app.put(
    '/api/customer/:id',
    { schema: { tags, params: idParamSchema, body: customerUpdateSchema, response: { 200: customerSchema } } },
    async (request) => {
      requireCustomerAccess(request.principal, request.params.id);
      return presentCustomer(await renameCustomer(ctx, request.params.id, request.body.name));
    },
  );

  app.get(
    '/api/customer/:id/bookings',
    { schema: { tags, params: idParamSchema, response: { 200: bookingListSchema } } },
    async (request) => {
      requireCustomerAccess(request.principal, request.params.id);
      return customerBookings(ctx, request.principal, request.params.id);
    },
  );
}
