import { z } from 'zod';
import {
  bookingAccessQuerySchema,
  bookingCreateSchema,
  bookingSchema,
  bookingStatusUpdateSchema,
  checkPhoneResponseSchema,
  createdBookingSchema,
  historyFilterSchema,
  historyPageQuerySchema,
  historyPageSchema,
  timeAdjustmentSchema,
  trackResponseSchema,
} from '../schemas/booking.js';
import { statusChangeResultSchema } from '../schemas/booking-desk.js';
import { idParamSchema, phoneParamSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['bookings'];

/** Bookings (docs/product/api.md): made by customers and staff, tracked by phone, moved through their statuses. */
export const bookingEndpoints = {
  /** 201 for a new booking, 200 for the same request again (its idempotency key). */
  create: endpoint({
    ...ROUTES.bookings.create,
    tags,
    body: bookingCreateSchema,
    responses: { 200: createdBookingSchema, 201: createdBookingSchema },
  }),
  list: endpoint({ ...ROUTES.bookings.list, tags, query: historyFilterSchema, responses: { 200: z.array(bookingSchema) } }),
  history: endpoint({ ...ROUTES.bookings.history, tags, query: historyPageQuerySchema, responses: { 200: historyPageSchema } }),
  track: endpoint({ ...ROUTES.bookings.track, tags, params: phoneParamSchema, responses: { 200: trackResponseSchema } }),
  checkPhone: endpoint({
    ...ROUTES.bookings.checkPhone,
    tags,
    params: phoneParamSchema,
    responses: { 200: checkPhoneResponseSchema },
  }),
  get: endpoint({
    ...ROUTES.bookings.get,
    tags,
    params: idParamSchema,
    query: bookingAccessQuerySchema,
    responses: { 200: bookingSchema },
  }),
  /** An iCalendar file of the booking, for the customer's calendar app. */
  calendar: endpoint({
    ...ROUTES.bookings.calendar,
    tags,
    params: idParamSchema,
    query: bookingAccessQuerySchema,
    responses: {},
    answer: 'calendar',
  }),
  setStatus: endpoint({
    ...ROUTES.bookings.setStatus,
    tags,
    params: idParamSchema,
    body: bookingStatusUpdateSchema,
    responses: { 200: statusChangeResultSchema },
  }),
  adjustTime: endpoint({
    ...ROUTES.bookings.adjustTime,
    tags,
    params: idParamSchema,
    body: timeAdjustmentSchema,
    responses: { 200: bookingSchema },
  }),
};
