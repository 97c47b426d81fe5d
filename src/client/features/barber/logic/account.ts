import type { SessionUser } from '../../../../shared/schemas/auth.js';

type SessionBarber = NonNullable<SessionUser['barber']>;

/** Spec §4: a barber whose name carries '(deleted)' is blocked, whatever else the record says. */
export function isDeactivated(barber: Pick<SessionBarber, 'name' | 'deleted'> | undefined): boolean {
  return !barber || barber.deleted || barber.name.includes('(deleted)');
}

/** Spec §2: the dashboard is closed to a deleted or unavailable barber (Access Denied). */
export function dashboardAccess(barber: SessionBarber | undefined): 'open' | 'deactivated' | 'unavailable' {
  if (!barber || isDeactivated(barber)) return 'deactivated';
  return barber.isAvailable ? 'open' : 'unavailable';
}
