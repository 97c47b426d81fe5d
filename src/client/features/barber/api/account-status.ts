import { type SessionUser } from '../../../../shared/schemas/auth.js';
import { call } from '../../../lib/api-client.js';
import { ROUTES } from '../../../../shared/contract/routes.js';
import { ApiError } from '../../../lib/api-errors.js';
import { isDeactivated } from '../logic/account.js';

/** Where a signed-in barber's account stands, as the server says now. */
export type AccountStatus =
  | { kind: 'active'; user: SessionUser }
  /** Deleted by the admin (docs/product/booking-rules.md#states-and-transitions): 'Account Deactivated', signed out, sent home. */
  | { kind: 'deactivated' }
  /** The session ended some other way (expired, signed out or someone else signed in): back to the login page. */
  | { kind: 'replaced'; user: SessionUser | null };

/** Whether the barber still exists: GET /api/barbers/{id} answers 404 once they are deleted. */
async function barberExists(barberId: number): Promise<boolean> {
  try {
    await call(ROUTES.barbers.get, { params: { id: barberId } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/**
 * Asks the server who is signed in (GET /api/me). Deleting a barber ends their sessions, so a
 * missing session is told apart by asking whether the barber still exists. Network failures
 * throw: nobody is signed out for a flaky connection.
 */
export async function fetchAccountStatus(barberId: number): Promise<AccountStatus> {
  const { user } = await call(ROUTES.auth.me);
  if (user?.role === 'barber' && user.barber?.id === barberId) {
    return isDeactivated(user.barber) ? { kind: 'deactivated' } : { kind: 'active', user };
  }
  if (user) return { kind: 'replaced', user };
  return (await barberExists(barberId)) ? { kind: 'replaced', user: null } : { kind: 'deactivated' };
}
