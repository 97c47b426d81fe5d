import { hasUpiPayee, UPI_MIN_PAISE, upiLink } from '../../shared/domain/upi.js';
import type { Booking } from '../../shared/schemas/booking.js';
import type { BookingRow, SettingsRow } from './store.js';

/** What the customer's page shows while a UPI amount is due: the amount and its `upi://pay` link. */
export function upiDueOf(row: Pick<BookingRow, 'id' | 'upiDuePaise'>, settings: SettingsRow): Booking['upiDue'] {
  if (row.upiDuePaise === null || row.upiDuePaise < UPI_MIN_PAISE || !hasUpiPayee(settings)) return null;
  return {
    amountPaise: row.upiDuePaise,
    link: upiLink(settings, row.upiDuePaise, { bookingId: row.id, shopName: settings.shopName }),
  };
}
