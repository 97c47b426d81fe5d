import { useAuth } from '../../lib/auth/auth-context.js';
import { isDeactivated } from './api/account-status.js';
import { AccessDenied } from './components/access-denied.js';
import { BarberDashboard } from './components/barber-dashboard.js';
import { useAccountWatch } from './components/use-account-watch.js';

/**
 * `/barber/dashboard` (spec §2), behind the router's barber-only guard. A deleted or unavailable
 * barber gets Access Denied; the account is watched while the page is open (spec §4).
 */
export function BarberDashboardPage() {
  const { user } = useAuth();
  const barber = user?.barber;
  useAccountWatch(barber);

  if (!barber || isDeactivated(barber)) return <AccessDenied reason="deactivated" />;
  if (!barber.isAvailable) return <AccessDenied reason="unavailable" />;
  return <BarberDashboard barber={barber} />;
}
