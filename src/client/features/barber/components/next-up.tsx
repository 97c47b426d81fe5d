import { Armchair, CalendarClock, Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { useBarberQueue } from '../api/barber-queue.js';
import { nextEligible, slotStartOf } from '../logic/next-eligible.js';
import { servingTexts } from '../texts-serving.js';
import { BookingNotes, OutsideHoursBadge, OutsideHoursNote, PhoneLink, ServiceChips, TokenBadge, TypeBadge } from './booking-facts.js';
import { MessageNotes } from './message-notes.js';
import { StartButton } from './start-button.js';
import { TabError, TabLoading } from './tab-states.js';

/** docs/product/screens.md Serving with an empty chair: the next eligible booking, with Start. */
export function NextUp({ barberId }: { barberId: number }) {
  const t = useTexts(servingTexts);
  const queue = useBarberQueue(barberId);
  const clock = useShopClock();
  // Re-checked every 15 s, so a slot's Start appears once its time has come.
  const now = useNow(15_000);

  if (queue.isPending) return <TabLoading label={t.loadingNext} rows={1} />;
  if (queue.isError) return <TabError title={t.queueFailed} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;

  const next = nextEligible(queue.data, now, clock.shopDay);
  const head = queue.data[0];
  const waitingSlot = !next && head ? slotStartOf(head, clock.shopDay) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-line bg-white/60 px-4 py-3 text-ink-600">
        <Armchair className="size-5 shrink-0 text-bronze-700" aria-hidden="true" />
        <p className="text-sm">
          <span className="font-semibold text-ink-900">{t.chairFree}</span> {next ? t.startWhenSeated : t.nobodyStartable}
        </p>
      </div>
      {next ? (
        <section aria-labelledby="next-up-heading" className="flex flex-col gap-4 rounded-2xl border border-gold-400 bg-white p-5 shadow-md shadow-gold-600/10 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-bronze-700 [&:lang(hi)]:text-sm [&:lang(hi)]:tracking-normal">{t.nextUp}</p>
            <TokenBadge id={next.id} />
            <TypeBadge booking={next} slotLabel={next.slotTime ? clock.hhmm(next.slotTime) : undefined} />
            <OutsideHoursBadge booking={next} />
          </div>
          <div className="flex flex-col gap-1">
            <h2 id="next-up-heading" className="font-display text-2xl font-semibold text-ink-950">
              {next.customerName}
            </h2>
            <PhoneLink phone={next.customerPhone} className="self-start" />
          </div>
          <ServiceChips services={next.serviceDetails} />
          <BookingNotes notes={next.notes} />
          <OutsideHoursNote booking={next} />
          <MessageNotes booking={next} />
          <StartButton booking={next} size="lg" className="w-full sm:w-auto sm:self-start" armDelayMs={700} />
        </section>
      ) : waitingSlot !== null && head ? (
        <EmptyState
          icon={<CalendarClock />}
          title={t.nextAppointmentAt({ time: clock.time(waitingSlot) })}
          description={t.nextAppointmentWhen({ token: head.id, name: head.customerName, time: clock.time(waitingSlot) })}
        />
      ) : (
        <EmptyState icon={<Users />} title={t.noOneWaiting} description={t.newBookingsAppear} />
      )}
    </div>
  );
}
