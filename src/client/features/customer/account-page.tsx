import { UserX } from 'lucide-react';
import type { Customer } from '../../../shared/schemas/auth.js';
import { Container, PageHeader } from '../../components/ui/page.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useCustomer } from './api/get-customer.js';
import { useCustomerBookings } from './api/get-customer-bookings.js';
import { AccountActions } from './components/account-actions.js';
import { ActiveBookingNotice } from './components/active-booking-notice.js';
import { BookingHistory } from './components/booking-history.js';
import { LanguageCard } from './components/language-card.js';
import { ProfileCard } from './components/profile-card.js';
import { SignInRequired } from './components/sign-in-required.js';
import { isActiveBooking } from './logic/booking-view.js';
import { customerTexts } from './texts.js';

function Account({ session }: { session: Customer }) {
  const t = useTexts(customerTexts);
  const { data: customer = session } = useCustomer(session);
  const bookings = useCustomerBookings(session.id);
  const active = bookings.data?.find(isActiveBooking);
  const firstName = customer.name.trim().split(/\s+/)[0];

  return (
    <Container className="pb-12">
      <PageHeader eyebrow={t.accountEyebrow} title={firstName ? t.hello({ name: firstName }) : t.welcome} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <ProfileCard customer={customer} />
          {active && <ActiveBookingNotice booking={active} />}
          <AccountActions phone={customer.phone} hasActiveBooking={active !== undefined} />
          <LanguageCard />
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

/** /customer/account (docs/product/screens.md): the signed-in customer's profile, actions and booking history. */
export function AccountPage() {
  const t = useTexts(customerTexts);
  const { user } = useAuth();
  if (!user?.customer) {
    return <SignInRequired icon={<UserX />} title={t.noCustomerTitle} description={t.noCustomerDescription} action={t.signIn} />;
  }
  return <Account session={user.customer} />;
}
