import { CalendarPlus, CalendarX2, ClipboardList, Lock, RefreshCw, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Container, PageHeader } from '../../components/ui/page.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { cn } from '../../lib/cn.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useMyBookings } from './api/get-my-bookings.js';
import { LiveIndicator } from './components/live-indicator.js';
import { MyBookingCard } from './components/my-booking-card.js';
import { PastBookings } from './components/past-bookings.js';
import { SignInRequired } from './components/sign-in-required.js';
import { useBookingsRefresh } from './components/use-bookings-refresh.js';
import { useFocusAfterRemoval } from './components/use-focus-after-removal.js';
import { splitBookings } from './logic/booking-view.js';
import { customerTexts } from './texts.js';

const bookNow = (label: string) => (
  <Button asChild>
    <Link href="/booking">
      <CalendarPlus aria-hidden="true" />
      {label}
    </Link>
  </Button>
);

function Loading() {
  const t = useTexts(customerTexts);
  return (
    <div role="status" className="grid max-w-2xl gap-4 text-ink-900">
      <span className="sr-only">{t.loadingBookings}</span>
      <Skeleton rounded="2xl" className="h-80" />
    </div>
  );
}

function MyBookings({ customerId }: { customerId: number }) {
  const t = useTexts(customerTexts);
  const query = useMyBookings(customerId);
  const { refresh, refreshing } = useBookingsRefresh(query);
  const { active, past } = splitBookings(query.data ?? []);
  const activeSection = useRef<HTMLElement>(null);
  useFocusAfterRemoval(activeSection, active.map((booking) => booking.id));

  let body;
  if (query.isPending) body = <Loading />;
  else if (query.isError && query.data === undefined) {
    body = (
      <EmptyState
        tone="error"
        icon={<CalendarX2 />}
        title={t.loadFailed}
        actions={
          <Button variant="secondary" loading={refreshing} onClick={refresh}>
            <RotateCcw aria-hidden="true" />
            {t.retry}
          </Button>
        }
      />
    );
  } else if (active.length === 0 && past.length === 0) {
    body = (
      <EmptyState
        icon={<ClipboardList />}
        title={t.noBookingsTitle}
        description={t.noBookingsDescription}
        actions={bookNow(t.bookNow)}
      />
    );
  } else {
    body = (
      <div className={cn('grid items-start gap-6', past.length > 0 && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]')}>
        <section
          ref={activeSection}
          tabIndex={-1}
          aria-label={t.activeBookings}
          className={cn('flex flex-col gap-4 outline-none', past.length === 0 && 'max-w-2xl')}
        >
          {active.length > 0 ? (
            active.map((booking) => <MyBookingCard key={booking.id} booking={booking} />)
          ) : (
            <EmptyState
              icon={<CalendarPlus />}
              title={t.noActiveTitle}
              description={t.noActiveDescription}
              actions={bookNow(t.bookNow)}
            />
          )}
        </section>
        {past.length > 0 && <PastBookings bookings={past} />}
      </div>
    );
  }

  return (
    <Container className="pb-12">
      <PageHeader
        eyebrow={t.bookingsEyebrow}
        title={t.myBookings}
        description={t.bookingsDescription}
        actions={
          <>
            <LiveIndicator />
            <Button variant="outline" className="text-ink-900" loading={refreshing} loadingText={t.refreshing} onClick={refresh}>
              <RefreshCw aria-hidden="true" />
              {t.refresh}
            </Button>
          </>
        }
      />
      {body}
    </Container>
  );
}

/** /customer/bookings (docs/product/screens.md): the signed-in customer's bookings, live. */
export function MyBookingsPage() {
  const t = useTexts(customerTexts);
  const { user } = useAuth();
  if (!user?.customer) {
    return <SignInRequired icon={<Lock />} title={t.accessDenied} action={t.logIn} />;
  }
  return <MyBookings customerId={user.customer.id} />;
}
