import { CalendarX2, House, Moon, RefreshCw, Search, TriangleAlert, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { formatHours } from '../../../../shared/domain/format.js';

/** Links out of a page where nothing can be booked: home and tracking (spec §2). */
function WayOut({ extra }: { extra?: ReactNode }) {
  return (
    <>
      {extra}
      <Button asChild variant="secondary">
        <Link href="/">
          <House aria-hidden="true" />
          Back to home
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/track">
          <Search aria-hidden="true" />
          Track a booking
        </Link>
      </Button>
    </>
  );
}

/** Spec §2: the booking page shows a spinner until barbers, services and settings are in. */
export function BookingLoading() {
  return (
    <div className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-line bg-white text-ink-500 shadow-sm">
      <Spinner size="lg" label={null} className="text-bronze-700" />
      <p role="status" className="text-sm font-medium">
        Loading barbers and services...
      </p>
    </div>
  );
}

export function BookingLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      tone="error"
      surface="solid"
      icon={<TriangleAlert />}
      title="We couldn't load the booking form"
      description="Check your connection and try again."
      actions={
        <WayOut
          extra={
            <Button onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
          }
        />
      }
    />
  );
}

/** Spec §2: no barber is available. */
export function AllBarbersUnavailable() {
  return (
    <EmptyState
      surface="solid"
      icon={<UserX />}
      title="All Barbers Currently Unavailable"
      description="None of our barbers is taking bookings right now. Please check back a little later."
      actions={<WayOut />}
    />
  );
}

/** The server refuses bookings while the shop is closed (409 SHOP_CLOSED): say so before the form. */
export function ShopClosed({ openTime, closeTime }: { openTime: string; closeTime: string }) {
  return (
    <EmptyState
      surface="solid"
      icon={<Moon />}
      title="The shop is closed right now"
      description={`We're not taking bookings at the moment. Our hours are ${formatHours(openTime, closeTime)}, and this page opens for bookings as soon as the shop does.`}
      actions={<WayOut />}
    />
  );
}

/** /booking/{id} for a barber who is away, deleted or never existed. */
export function LockedBarberUnavailable({ name, othersAvailable }: { name: string | null; othersAvailable: boolean }) {
  return (
    <EmptyState
      surface="solid"
      icon={<CalendarX2 />}
      title={name ? `${name} is not taking bookings right now` : 'We could not find that barber'}
      description={othersAvailable ? 'Another of our barbers can look after you.' : 'Please check back a little later.'}
      actions={
        <WayOut
          extra={
            othersAvailable && (
              <Button asChild>
                <Link href="/booking">Choose another barber</Link>
              </Button>
            )
          }
        />
      }
    />
  );
}
