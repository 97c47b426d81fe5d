import { z } from 'zod';
import { activeBookingsResponseSchema, bookingEventSchema, bookingSchema, queueQuerySchema } from '../schemas/booking.js';
import { barberIdParamSchema, idParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['barber bookings'];

/** The dashboard's reads of one barber's bookings (docs/product/api.md): the barber's own, or the admin's. */
export const barberBookingEndpoints = {
  serving: endpoint({
    ...ROUTES.barberBookings.serving,
    tags,
    params: barberIdParamSchema,
    responses: { 200: bookingSchema },
  }),
  queue: endpoint({
    ...ROUTES.barberBookings.queue,
    tags,
    params: barberIdParamSchema,
    query: queueQuerySchema,
    responses: { 200: z.array(bookingSchema) },
  }),
  active: endpoint({
    ...ROUTES.barberBookings.active,
    tags,
    params: idParamSchema,
    responses: { 200: activeBookingsResponseSchema },
  }),
  history: endpoint({
    ...ROUTES.barberBookings.history,
    tags,
    params: idParamSchema,
    responses: { 200: z.array(bookingSchema) },
  }),
  logs: endpoint({ ...ROUTES.barberBookings.logs, tags, params: idParamSchema, responses: { 200: z.array(bookingEventSchema) } }),
};
