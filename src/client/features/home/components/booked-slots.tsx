import { CalendarClock, ChevronDown, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useDisclosure } from '../../../components/ui/use-disclosure.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { useNow } from '../../../lib/use-now.js';
import { useBookedSlots, type BookedSlot } from '../api/get-booked-slots.js';
import { slotServiceLabel, slotTimeLabel } from '../logic/slot-label.js';
import { homeTexts } from '../texts.js';

/**
 * The card's collapsible 'Booked Slots' list with its count (docs/product/screens.md): times taken by slot
 * bookings. A plain disclosure button (aria-expanded) rather than Radix Collapsible, whose 4 kB
 * the home page's budget cannot spare for a show/hide.
 */
export function BookedSlots({ barberId, barberName }: { barberId: number; barberName: string }) {
  const t = useTexts(homeTexts);
  const { open, button, panel } = useDisclosure();
  const { data } = useBookedSlots(barberId);

  return (
    <div className="border-t border-line">
      <button
        {...button}
        className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 text-sm font-semibold text-ink-800 transition-colors hover:bg-sand-50 focus-visible:-outline-offset-2 sm:px-5"
      >
        <span className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4 text-bronze-700" />
          {t.bookedSlots}
          <span className="sr-only"> {t.forBarber({ name: barberName })}</span>
        </span>
        <span className="flex items-center gap-2">
          {data ? (
            <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-ink-900 px-2 py-0.5 text-xs font-bold tabular-nums text-white">
              {data.length}
            </span>
          ) : (
            <Spinner size="sm" label={null} className="text-ink-400" />
          )}
          <ChevronDown aria-hidden="true" className="size-4 text-ink-500 transition-transform duration-200 group-aria-expanded:rotate-180" />
        </span>
      </button>
      <div {...panel} className="animate-fade-in px-4 pb-4 sm:px-5">
        {open && <SlotPanel barberId={barberId} />}
      </div>
    </div>
  );
}

function SlotPanel({ barberId }: { barberId: number }) {
  const t = useTexts(homeTexts);
  const { data, isError, isFetching, refetch } = useBookedSlots(barberId);
  if (data) return <SlotList slots={data} />;
  if (isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-lg bg-red-50 py-1 pl-3 text-sm text-red-800">
        {t.slotsLoadFailed}
        <Button variant="ghost" size="sm" onClick={() => void refetch()} loading={isFetching}>
          <RotateCw aria-hidden="true" />
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-3 text-ink-500">
      <Spinner label={t.loadingSlots} />
    </div>
  );
}

function SlotList({ slots }: { slots: BookedSlot[] }) {
  const t = useTexts(homeTexts);
  const clock = useShopClock();
  // The shop's today moves when its day turns (midnight, or the close of a night past it); a
  // minute's precision is plenty for 'Tomorrow'.
  const today = clock.shopDate(useNow(60_000));
  if (slots.length === 0) return <p className="py-2 text-sm text-ink-500">{t.noBookedSlots}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-sand-50/60">
      {slots.map((slot) => (
        <li key={slot.bookingId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2.5 text-sm">
          <span className="font-semibold tabular-nums text-ink-950">{slotTimeLabel(slot, today, clock.shopDay, t, clock.language)}</span>
          <span className="text-ink-600">{slotServiceLabel(slot, t)}</span>
        </li>
      ))}
    </ul>
  );
}
