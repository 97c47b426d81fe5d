import { CalendarX2, Clock, House, Moon, RefreshCw, Search, TriangleAlert, UserX } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import type { ShopStateNow } from '../../../lib/use-shop-state.js';
import { bookingTexts } from '../texts.js';
import { IconNotice } from './icon-notice.js';
import { useRenderAt } from './use-queue-now.js';

/** Links out of a page where nothing can be booked: home and tracking (docs/product/screens.md). */
function WayOut({ extra }: { extra?: ReactNode }) {
  const t = useTexts(bookingTexts);
  return (
    <>
      {extra}
      <Button asChild variant="secondary">
        <Link href="/">
          <House aria-hidden="true" />
          {t.backToHome}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/track">
          <Search aria-hidden="true" />
          {t.trackBooking}
        </Link>
      </Button>
    </>
  );
}

/** docs/product/screens.md: the booking page shows a spinner until barbers, services and settings are in. */
export function BookingLoading() {
  const t = useTexts(bookingTexts);
  return (
    <div className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-line bg-white text-ink-500 shadow-sm">
      <Spinner size="lg" label={null} className="text-bronze-700" />
      <p role="status" className="text-sm font-medium">
        {t.loading}
      </p>
    </div>
  );
}

export function BookingLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(bookingTexts);
  return (
    <EmptyState
      tone="error"
      surface="solid"
      icon={<TriangleAlert />}
      title={t.loadFailedTitle}
      description={t.loadFailedDescription}
      actions={
        <WayOut
          extra={
            <Button onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {t.tryAgain}
            </Button>
          }
        />
      }
    />
  );
}

/** docs/product/screens.md: no barber is available. */
export function AllBarbersUnavailable() {
  const t = useTexts(bookingTexts);
  return (
    <EmptyState
      surface="solid"
      icon={<UserX />}
      title={t.allUnavailableTitle}
      description={t.allUnavailableDescription}
      actions={<WayOut />}
    />
  );
}

/** The server refuses bookings while the shop is closed (409 SHOP_CLOSED): say so before the form. */
export function ShopClosed({ openTime, closeTime }: { openTime: string; closeTime: string }) {
  const t = useTexts(bookingTexts);
  const clock = useShopClock();
  return (
    <EmptyState
      surface="solid"
      icon={<Moon />}
      title={t.shopClosedTitle}
      description={t.shopClosedDescription({ hours: clock.hours(openTime, closeTime) })}
      actions={<WayOut />}
    />
  );
}

/** /booking/{id} for a barber who is away, deleted or never existed. */
export function LockedBarberUnavailable({ name, othersAvailable }: { name: string | null; othersAvailable: boolean }) {
  const t = useTexts(bookingTexts);
  return (
    <EmptyState
      surface="solid"
      icon={<CalendarX2 />}
      title={name ? t.barberUnavailableTitle({ name }) : t.barberNotFoundTitle}
      description={othersAvailable ? t.othersAvailable : t.checkBackLater}
      actions={
        <WayOut
          extra={
            othersAvailable && (
              <Button asChild>
                <Link href="/booking">{t.chooseAnotherBarber}</Link>
              </Button>
            )
          }
        />
      }
    />
  );
}

/**
 * Before opening and after closing, above the form: when the shop opens and which of the ways in
 * applies now (docs/decisions/0017-shop-state.md). Walk-ins join from the shop's minutes before
 * opening, their turn planned from opening time; appointments can be booked meanwhile.
 */
export function ShopStateNote({ status }: { status: ShopStateNow }) {
  const t = useTexts(bookingTexts);
  const clock = useShopClock();
  const { state, settings } = status;
  const opensAt = state.kind === 'opens_later' ? state.opensAt : null;
  const walkInsFrom = opensAt === null ? null : opensAt - Math.max(0, settings.walkInsBeforeOpeningMinutes) * 60_000;
  const now = useRenderAt(walkInsFrom);
  if (state.kind !== 'opens_later' && state.kind !== 'closed_today') return null;
  const queue =
    opensAt === null || walkInsFrom === null
      ? t.queueClosedForToday
      : now < walkInsFrom
        ? t.walkInsFrom({ time: clock.time(walkInsFrom) })
        : t.joinQueueNow({ time: clock.time(opensAt) });
  return (
    <IconNotice
      id="shop-state-note"
      icon={Clock}
      tone="gold"
      className="mb-5"
      title={status.line}
      detail={`${queue} ${t.appointmentsOpen}`}
      liveDetail
    />
  );
}
