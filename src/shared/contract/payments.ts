import { bookingSchema } from '../schemas/booking.js';
import { idParamSchema } from '../schemas/common.js';
import { paymentListSchema, paymentRecordSchema, paymentSchema, upiDueUpdateSchema } from '../schemas/payment.js';
import { endpoint } from './endpoint.js';
import { ROUTES } from './routes.js';

const tags = ['payments'];

/** Paid at the chair (docs/product/money.md#paid-at-the-chair): a booking's entries and the UPI amount its QR code asks for. */
export const paymentEndpoints = {
  /** 201: the booking's first entry, or a correction of its current one (`correctsId`). */
  record: endpoint({ ...ROUTES.payments.record, tags, params: idParamSchema, body: paymentRecordSchema, responses: { 201: paymentSchema } }),
  list: endpoint({ ...ROUTES.payments.list, tags, params: idParamSchema, responses: { 200: paymentListSchema } }),
  upiDue: endpoint({ ...ROUTES.payments.upiDue, tags, params: idParamSchema, body: upiDueUpdateSchema, responses: { 200: bookingSchema } }),
};
