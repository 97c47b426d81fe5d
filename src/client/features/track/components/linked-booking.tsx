import { CalendarPlus, CircleCheck, Link2Off, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { cn } from '../../../lib/cn.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useLinkedBooking } from '../api/linked-booking.js';
import { useLiveWaitRefresh } from '../api/use-live-wait-refresh.js';
import { linkProblem, type BookingLink } from '../logic/booking-link.js';
import { goneSummary } from '../logic/gone-summary.js';
import { trackTexts } from '../texts.js';
import { BookingCard } from './booking-card.js';
import { BookingCardSkeleton } from './booking-card-skeleton.js';
import { LiveIndicator } from './live-indicator.js';
import { TrackTips } from './track-tips.js';
import { UpiDueCard } from './upi-due-card.js';

export interface LinkedBookingProps {
  link: BookingLink;
  onCancelled: (booking: Booking) => void;
  /** The section heading, focused when a cancelled booking's card (and its Cancel button) goes away. */
  headingRef: Ref<HTMLHeadingElement>;
  className?: string;
  tipsClassName?: string;
}

/**
 * The booking a message's link opened (`/track?booking=ID&token=TOKEN`), live, as the phone lookup
 * shows it; a link that does not open it says so, and the phone form beside it still works.
 */
export function LinkedBooking({ link, onCancelled, headingRef, className, tipsClassName }: LinkedBookingProps) {
  const t = useTexts(trackTexts);
  const language = useLanguage();
  const query = useLinkedBooking(link.bookingId, link.token);
  const booking = query.data;
  useLiveWaitRefresh(queryKeys.bookings.detail(link.bookingId), booking ? [booking.barberId] : []);
  const active = booking !== undefined && (booking.status === 'waiting' || booking.status === 'serving');

  let body: ReactNode;
  if (booking === undefined && query.isPending) {
    body = <BookingCardSkeleton />;
  } else if (booking === undefined) {
    const problem = linkProblem(query.error, t, language);
    body = (
      <EmptyState
        tone="error"
        icon={problem.retry ? <SearchX /> : <Link2Off />}
        title={problem.title}
        description={problem.description}
        actions={
          problem.retry && (
            <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching} loadingText={t.tryingAgain}>
              <RotateCw aria-hidden="true" />
              {t.tryAgain}
            </Button>
          )
        }
      />
    );
  } else if (active) {
    body = <BookingCard booking={booking} fetchedAt={query.dataUpdatedAt} onCancelled={onCancelled} />;
  } else {
    const summary = goneSummary([booking], t);
    body = (
      <>
      {/* Completed without its payment yet: the code the barber showed stays until it is recorded
          (docs/product/money.md#upi). A cancelled booking owes nothing. */}
      {booking.status === 'completed' && <UpiDueCard upiDue={booking.upiDue} />}
      <EmptyState
        icon={<CircleCheck />}
        title={summary.title}
        description={summary.description}
        actions={
          <Button asChild>
            <Link href="/booking">
              <CalendarPlus aria-hidden="true" />
              {t.bookNow}
            </Link>
          </Button>
        }
      />
      </>
    );
  }

  return (
    <>
      <section aria-labelledby="track-results-heading" className={cn('flex flex-col gap-4', className)}>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 id="track-results-heading" ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold text-ink-950 outline-none sm:text-2xl">
            {t.yourBooking}
          </h2>
          {booking !== undefined && <LiveIndicator />}
        </div>
        {body}
      </section>
      {active && <TrackTips className={tipsClassName} />}
    </>
  );
}
