import type { SessionUser } from '../../../../shared/schemas/auth.js';

type SessionBarber = NonNullable<SessionUser['barber']>;

/** docs/product/booking-rules.md#states-and-transitions: a barber whose name carries '(deleted)' is blocked, whatever else the record says. */
export function isDeactivated(barber: Pick<SessionBarber, 'name' | 'deleted'> | undefined): boolean {
  return !barber || barber.deleted || barber.name.includes('(deleted)');
}

/** docs/product/screens.md: the dashboard is closed to a deleted or unavailable barber (Access Denied). */
export function dashboardAccess(barber: SessionBarber | undefined): 'open' | 'deactivated' | 'unavailable' {
  if (!barber || isDeactivated(barber)) return 'deactivated';
  return barber.isAvailable ? 'open' : 'unavailable';
}
