import { z } from 'zod';
import { customerBookingsQuerySchema, customerSchema, customerUpdateSchema } from '../schemas/auth.js';
import { bookingSchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['customers'];
const bookingListSchema = z.array(bookingSchema);

/** A customer's account and bookings: the customer themself or the admin. */
export const customerEndpoints = {
  /** The customer's bookings by query (My Bookings polls this form, docs/product/api.md). */
  bookings: endpoint({
    ...ROUTES.customers.bookings,
    tags,
    query: customerBookingsQuerySchema,
    responses: { 200: bookingListSchema },
  }),
  get: endpoint({ ...ROUTES.customers.get, tags, params: idParamSchema, responses: { 200: customerSchema } }),
  rename: endpoint({
    ...ROUTES.customers.rename,
    tags,
    params: idParamSchema,
    body: customerUpdateSchema,
    responses: { 200: customerSchema },
  }),
  bookingsOf: endpoint({
    ...ROUTES.customers.bookingsOf,
    tags,
    params: idParamSchema,
    responses: { 200: bookingListSchema },
  }),
};
