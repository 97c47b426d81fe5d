import { hasUpiPayee, UPI_MIN_PAISE, upiLink } from '../../shared/domain/upi.js';
import type { Booking } from '../../shared/schemas/booking.js';
import type { BookingRow, SettingsRow } from './store.js';

/**
 * What the customer's page shows while a UPI amount is due: the amount and its `upi://pay` link.
 * An amount is due only for the booking in the chair, or one completed without an entry
 * (docs/product/money.md#upi); for any other booking the answer is null, whatever the row holds.
 */
export function upiDueOf(
  row: Pick<BookingRow, 'id' | 'status' | 'upiDuePaise'>,
  settings: SettingsRow,
  hasEntry: boolean,
): Booking['upiDue'] {
  const payable = row.status === 'serving' || (row.status === 'completed' && !hasEntry);
  if (!payable || row.upiDuePaise === null || row.upiDuePaise < UPI_MIN_PAISE || !hasUpiPayee(settings)) return null;
  return {
    amountPaise: row.upiDuePaise,
    link: upiLink(settings, row.upiDuePaise, { bookingId: row.id, shopName: settings.shopName }),
  };
}
