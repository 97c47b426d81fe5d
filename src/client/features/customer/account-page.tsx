import { UserX } from 'lucide-react';
import { Link } from 'wouter';
import type { Customer } from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Container, PageHeader } from '../../components/ui/page.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useCustomer } from './api/get-customer.js';
import { useCustomerBookings } from './api/get-customer-bookings.js';
import { AccountActions } from './components/account-actions.js';
import { ActiveBookingNotice } from './components/active-booking-notice.js';
import { BookingHistory } from './components/booking-history.js';
import { ProfileCard } from './components/profile-card.js';
import { isActiveBooking } from './logic/booking-view.js';

function Account({ session }: { session: Customer }) {
  const { data: customer = session } = useCustomer(session);
  const bookings = useCustomerBookings(session.id);
  const active = bookings.data?.find(isActiveBooking);
  const firstName = customer.name.trim().split(/\s+/)[0];

  return (
    <Container className="pb-12">
      <PageHeader eyebrow="My account" title={firstName ? `Hello, ${firstName}` : 'Welcome'} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <ProfileCard customer={customer} />
          {active && <ActiveBookingNotice booking={active} />}
          <AccountActions phone={customer.phone} hasActiveBooking={active !== undefined} />
        </div>
        <BookingHistory
          bookings={bookings.data}
          loading={bookings.isPending}
          failed={bookings.isError && bookings.data === undefined}
          onRetry={() => void bookings.refetch()}
        />
      </div>
    </Container>
  );
}

/** /customer/account (spec §2): the signed-in customer's profile, actions and booking history. */
export function AccountPage() {
  const { user } = useAuth();
  if (!user?.customer) {
    return (
      <Container className="py-16">
        <EmptyState
          tone="error"
          icon={<UserX />}
          title="Customer ID not available"
          description="Please sign in again to see your account."
          actions={
            <Button asChild>
              <Link href="/customer/login">Sign in</Link>
            </Button>
          }
        />
      </Container>
    );
  }
  return <Account session={user.customer} />;
}
