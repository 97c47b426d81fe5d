import { can } from '../../../../shared/policy/can.js';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { ownershipOf } from '../../../components/booking/booking-ownership.js';
import { principalOfUser } from '../../../lib/auth/use-can.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { TrackCardTexts } from '../texts-card.js';

/** How this browser may change a booking's messages: with its manage token, its session, or not at all. */
export type MessageSwitchAccess = { manageToken: string | undefined } | null;

/**
 * Whether the customer's messages switch is offered for a booking, and with what proof: only while
 * the booking is active, only to its owner (a customer session for its phone, or the manage token
 * this browser keeps), never to signed-in staff (they do not speak for the customer).
 */
export function messageSwitchAccess(
  booking: Pick<Booking, 'status' | 'customerPhone'>,
  user: SessionUser | null,
  token: string | undefined,
): MessageSwitchAccess {
  if (booking.status !== 'waiting' && booking.status !== 'serving') return null;
  if (!can(principalOfUser(user), 'booking:act-as-customer')) return null;
  const ownership = ownershipOf({ user, phone: booking.customerPhone, token });
  if (ownership.kind === 'none') return null;
  return { manageToken: ownership.kind === 'token' ? ownership.token : undefined };
}

/** The line under the switch: what on and off mean for this customer. */
export function messageSwitchHint(on: boolean, t: Pick<Translation<TrackCardTexts>, 'messagesOn' | 'messagesOff'>): string {
  return on ? t.messagesOn : t.messagesOff;
}
