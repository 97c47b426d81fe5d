import { useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { ownershipOf } from '../../../components/booking/booking-ownership.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { manageTokenOf } from '../../../lib/manage-tokens.js';
import { linkedBookingQuery } from './linked-booking.js';

/**
 * The customer's name as the booking's owner may see it. Tracking by phone alone shows it masked;
 * the browser that booked holds the booking's manage token (docs/decisions/0004-manage-tokens.md)
 * and with it reads the booking whole. A customer signed in for the phone already gets it whole;
 * anyone else keeps the masked name.
 */
export function useOwnName(booking: Booking): string {
  const { user } = useAuth();
  const ownership = ownershipOf({ user, phone: booking.customerPhone, token: manageTokenOf(booking.id) });
  const token = ownership.kind === 'token' ? ownership.token : undefined;
  const own = useQuery({
    ...linkedBookingQuery(booking.id, token),
    enabled: token !== undefined,
    select: (whole) => whole.customerName,
  });
  return token !== undefined && own.data !== undefined ? own.data : booking.customerName;
}
