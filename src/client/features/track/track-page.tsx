import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PHONE_DIGITS } from '../../../shared/constants.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { Container, PageHeader } from '../../components/ui/page.js';
import { phoneDigits } from '../../lib/phone.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { queryKeys } from '../../lib/query-keys.js';
import { useTrackedBookings } from './api/track-bookings.js';
import { useLiveWaitRefresh } from './api/use-live-wait-refresh.js';
import { useTrackAction } from './api/use-track-action.js';
import { LinkedBooking } from './components/linked-booking.js';
import { TrackForm } from './components/track-form.js';
import { TrackIntro } from './components/track-intro.js';
import { TrackResults } from './components/track-results.js';
import { TrackTips } from './components/track-tips.js';
import { useLastSeen } from './components/use-last-seen.js';
import { readBookingLink } from './logic/booking-link.js';
import { trackTexts } from './texts.js';

/**
 * /track (docs/product/screens.md): a phone number's active bookings, live. `?phone=` prefills the form and, with
 * 10 digits, tracks at once; tracking another number puts it in the address, so the page can be
 * reloaded or shared as it is. `?booking=ID&token=TOKEN`, the link in each message, opens that
 * booking alone (docs/product/messages.md).
 */
export function TrackPage() {
  const t = useTexts(trackTexts);
  const [, navigate] = useLocation();
  const search = useSearch();
  const initialPhone = phoneDigits(new URLSearchParams(search).get('phone') ?? '');
  const phone = initialPhone.length === PHONE_DIGITS ? initialPhone : null;
  const link = phone === null ? readBookingLink(search) : null;

  const track = useTrackAction();
  const [tracking, setTracking] = useState(false);
  // Counts finished lookups: a booking that leaves the list after one is news ("completed"),
  // while an empty answer to the lookup itself is "No bookings found".
  const [lookups, setLookups] = useState(0);
  const query = useTrackedBookings(phone);
  const items = phone === null ? undefined : query.data;
  const lastSeen = useLastSeen(phone, items, lookups);
  useLiveWaitRefresh(phone === null ? null : queryKeys.bookings.track(phone), items?.map(({ booking }) => booking.barberId) ?? []);
  const heading = useRef<HTMLHeadingElement>(null);

  const run = useCallback(
    async (target: string) => {
      setTracking(true);
      await track(target);
      setLookups((count) => count + 1);
      setTracking(false);
    },
    [track],
  );

  // Opened with (or sent to) a full number: look it up once, with its toast.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (phone === null || started.current === phone) {
      if (phone === null) started.current = null;
      return;
    }
    started.current = phone;
    void run(phone);
  }, [phone, run]);

  const onTrack = (next: string) => {
    if (next === phone) void run(next);
    else navigate(`/track?phone=${next}`, { replace: true });
  };

  return (
    <Container className="flex flex-col pb-12 pt-4 sm:pt-6">
      <Button asChild variant="ghost" className="-ml-3 w-fit text-ink-700">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          {t.backToHome}
        </Link>
      </Button>
      <PageHeader eyebrow={t.eyebrow} title={t.title} description={t.description} className="pt-3 sm:pt-4" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        {/* A link opens one booking: on phones it comes first, the phone form after it. */}
        {link !== null && (
          <LinkedBooking
            key={link.bookingId}
            link={link}
            onCancelled={() => heading.current?.focus()}
            headingRef={heading}
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
            tipsClassName="px-1 lg:col-start-1 lg:row-start-2"
          />
        )}
        <Card className="p-5 sm:p-6 lg:col-start-1 lg:row-start-1">
          <TrackForm initialPhone={initialPhone} tracking={tracking} onTrack={onTrack} />
        </Card>
        {link !== null ? null : phone === null ? (
          <TrackIntro />
        ) : (
          <>
            <TrackResults
              items={items}
              fetchedAt={query.dataUpdatedAt}
              pending={query.isPending}
              error={query.error}
              lastSeen={tracking ? [] : lastSeen}
              onRetry={() => void run(phone)}
              onCancelled={() => heading.current?.focus()}
              headingRef={heading}
              className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
            />
            {/* After the cards on phones; under the form on wide screens, where the column is free. */}
            {items !== undefined && items.length > 0 && <TrackTips className="px-1 lg:col-start-1 lg:row-start-2" />}
          </>
        )}
      </div>
    </Container>
  );
}
