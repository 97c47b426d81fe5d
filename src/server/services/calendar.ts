import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatDateTime } from '../../shared/domain/format.js';
import type { Principal } from '../auth/session.js';
import { manageTokenFor } from '../auth/secret.js';
import { sha256 } from '../auth/tokens.js';
import { requirePermission } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { conflict } from '../http/errors.js';
import { shopUrl } from '../http/shop-address.js';
import { bookingResource, findBooking } from './booking-access.js';

/**
 * A slot booking as a calendar file (docs/product/architecture.md#reach), for its customer or staff: the same access as
 * reading the booking. Times are written as UTC instants, which every calendar shows in the phone's
 * own zone; the shop's local time is in the description. A cancelled booking's file cancels the
 * event it added (METHOD:CANCEL, the same UID, a later SEQUENCE).
 */
export async function bookingCalendar(
  ctx: AppContext,
  principal: Principal | null,
  bookingId: number,
  manageToken: string | undefined,
  origin: string,
): Promise<string> {
  const row = await findBooking(ctx.db, bookingId);
  requirePermission(principal, 'booking:calendar', bookingResource(ctx, row, manageToken));
  if (row.bookingType !== 'slot' || !row.slotStart || !row.slotEnd) {
    throw conflict('NOT_A_SLOT', 'Only a booking for a time slot can be added to a calendar');
  }
  const settings = await ctx.store.settings();
  const link = `${shopUrl(ctx, origin)}/track?booking=${row.id}&token=${manageTokenFor(ctx.secret, row.id)}`;
  const shop = settings.shopName || 'the barber shop';
  const cancelled = row.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'Chair', product: 'Bookings', language: 'EN' },
    name: shop,
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    // The same for every file of the booking, whichever address it was fetched from.
    id: `booking-${row.id}-${sha256(ctx.secret).slice(0, 16)}@chair`,
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: row.slotStart,
    end: row.slotEnd,
    stamp: row.updatedAt,
    summary: `${row.serviceDetails.map((service) => service.name).join(', ')} with ${row.barberName}`,
    description: [
      `Token #${row.id} at ${shop}, ${formatDateTime(row.slotStart, settings.timeZone)} shop time.`,
      cancelled ? 'This booking was cancelled.' : `Track or cancel: ${link}`,
    ].join('\n'),
    location: [settings.shopName, settings.shopAddress].filter(Boolean).join(', ') || null,
    url: link,
  });
  return calendar.toString();
}
