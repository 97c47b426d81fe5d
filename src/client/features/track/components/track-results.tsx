import { CalendarPlus, CircleCheck, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { cn } from '../../../lib/cn.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import type { TrackItem } from '../api/track-bookings.js';
import { goneSummary, type SeenBooking } from '../logic/gone-summary.js';
import { isRateLimited, trackErrorText } from '../logic/track-outcome.js';
import { trackTexts } from '../texts.js';
import { BookingCard } from './booking-card.js';
import { BookingCardSkeleton } from './booking-card-skeleton.js';
import { LiveIndicator } from './live-indicator.js';

export interface TrackResultsProps {
  items: TrackItem[] | undefined;
  fetchedAt: number;
  pending: boolean;
  error: unknown;
  /** The bookings this number had earlier in this visit: their leaving is news, not "not found". */
  lastSeen: readonly SeenBooking[];
  onRetry: () => void;
  onCancelled: (booking: Booking) => void;
  /** The section heading, focused when a cancelled booking's card (and its Cancel button) goes away. */
  headingRef: Ref<HTMLHeadingElement>;
  className?: string;
}

function BookNow({ label }: { label: string }) {
  return (
    <Button asChild>
      <Link href="/booking">
        <CalendarPlus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/** The tracked number's bookings, with its loading, empty, finished and error states. */
export function TrackResults({ items, fetchedAt, pending, error, lastSeen, onRetry, onCancelled, headingRef, className }: TrackResultsProps) {
  const t = useTexts(trackTexts);
  const language = useLanguage();
  const bookNow = <BookNow label={t.bookNow} />;
  let body: ReactNode;
  if (items === undefined && pending) {
    body = <BookingCardSkeleton />;
  } else if (items === undefined) {
    body = (
      <EmptyState
        tone="error"
        icon={<SearchX />}
        title={t.errorDescription}
        // A rate limit says when to come back; anything else is most likely the connection.
        description={isRateLimited(error) ? trackErrorText(error, t, language) : t.checkConnection}
        actions={
          <Button variant="secondary" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            {t.tryAgain}
          </Button>
        }
      />
    );
  } else if (items.length === 0 && lastSeen.length > 0) {
    const summary = goneSummary(lastSeen, t);
    body = <EmptyState icon={<CircleCheck />} title={summary.title} description={summary.description} actions={bookNow} />;
  } else if (items.length === 0) {
    body = <EmptyState icon={<SearchX />} title={t.notFoundTitle} description={t.notFoundDescription} actions={bookNow} />;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {items.map(({ booking }) => (
          <li key={booking.id}>
            <BookingCard booking={booking} fetchedAt={fetchedAt} onCancelled={onCancelled} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="track-results-heading" className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="track-results-heading" ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold text-ink-950 outline-none sm:text-2xl">
          {t.yourBookings}
        </h2>
        <LiveIndicator />
      </div>
      {body}
    </section>
  );
}
