import type { BookingCreate } from '../../../../shared/schemas/booking.js';

/**
 * The POST body from the checked form values: a queue booking carries no slot (the customer may
 * have picked one before switching to the queue), and empty notes are left out.
 */
export function toRequestBody(values: BookingCreate): BookingCreate {
  const { slotDate, slotTime, notes, ...rest } = values;
  return {
    ...rest,
    ...(values.bookingType === 'slot' && { slotDate, slotTime }),
    ...(notes && { notes }),
  };
}
