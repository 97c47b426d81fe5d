import { useAuth } from '../../lib/auth/auth-context.js';
import { StaffOnlineProvider } from '../../lib/staff-online/staff-online-provider.js';
import { AccessDenied } from './components/access-denied.js';
import { BarberDashboard } from './components/barber-dashboard.js';
import { useAccountWatch } from './components/use-account-watch.js';
import { dashboardAccess } from './logic/account.js';

/**
 * `/barber/dashboard` (docs/product/screens.md), behind the router's barber-only guard. A deleted or unavailable
 * barber gets Access Denied; the account is watched while the page is open (docs/product/booking-rules.md#states-and-transitions).
 */
export function BarberDashboardPage() {
  const { user } = useAuth();
  const barber = user?.barber;
  useAccountWatch(barber);

  const access = dashboardAccess(barber);
  if (access === 'open' && barber) {
    return (
      <StaffOnlineProvider>
        <BarberDashboard barber={barber} />
      </StaffOnlineProvider>
    );
  }
  return <AccessDenied reason={access === 'unavailable' ? 'unavailable' : 'deactivated'} />;
}
