import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../../../shared/contract/routes.js';
import type { PaymentRecord } from '../../../../shared/schemas/payment.js';
import { call } from '../../../lib/api-client.js';
import { invalidateBarberBookings } from './invalidate-barber.js';

/** Paid at the chair (docs/product/money.md#paid-at-the-chair): a payment recorded after the completion, or a correction. */
export function useRecordPayment(barberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, record }: { bookingId: number; record: PaymentRecord }) =>
      call(ROUTES.payments.record, { params: { id: bookingId }, body: record }),
    onSettled: () => invalidateBarberBookings(client, barberId),
  });
}

/** PUT /api/bookings/{id}/upi-due: the amount the QR code asks for, which the customer's page shows too; null takes it away. */
export function setUpiDue(bookingId: number, amountPaise: number | null) {
  return call(ROUTES.payments.upiDue, { params: { id: bookingId }, body: { amountPaise } });
}
