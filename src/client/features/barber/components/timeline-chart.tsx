import { CalendarOff } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import type { TimelineBlock, TimelineLayout } from '../logic/timeline.js';
import { timelineTexts } from '../texts-timeline.js';

/** Track height: about 2.7 px a minute, so a 15-minute booking still has room for its name. */
const TRACK_PX = 640;

const KIND_STYLES: Record<TimelineBlock['kind'], string> = {
  serving: 'border-gold-400 bg-ink-900 text-white',
  queue: 'border-gold-500 bg-gold-200 text-bronze-800',
  slot: 'border-bronze-700 bg-white text-ink-900 ring-1 ring-inset ring-line',
};

const KIND_LABELS: Record<TimelineBlock['kind'], 'inTheChair' | 'walkIn' | 'appointment'> = {
  serving: 'inTheChair',
  queue: 'walkIn',
  slot: 'appointment',
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/** '10:00' → '10 AM': hour labels short enough for a phone's gutter. */
const hourLabel = (hhmm12: string) => hhmm12.replace(':00 ', ' ');

function Legend() {
  const t = useTexts(timelineTexts);
  return (
    <ul aria-label={t.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-ink-600">
      {(['serving', 'queue', 'slot'] as const).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('h-3 w-4 rounded-[3px] border-l-[3px]', KIND_STYLES[kind])} />
          {t[KIND_LABELS[kind]]}
        </li>
      ))}
    </ul>
  );
}

/** The axis, the blocks and the now-line. Blocks are a real list, so screen readers get the day in order. */
export function TimelineChart({ layout, bookings }: { layout: TimelineLayout; bookings: ReadonlyMap<number, Booking> }) {
  const t = useTexts(timelineTexts);
  const clock = useShopClock();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="font-display text-xl font-semibold text-ink-950">{t.nextHours}</h2>
          <p className="text-sm text-ink-500">{t.fromTo({ start: clock.time(layout.start), end: clock.time(layout.end) })}</p>
        </div>
        <Legend />
      </div>
      <div className="relative ml-12 mt-3 border-l border-line" style={{ height: TRACK_PX }}>
        {layout.marks.map((mark) => (
          <div key={mark.at} aria-hidden="true" className="absolute inset-x-0" style={{ top: percent(mark.offset) }}>
            <div className={cn('border-t', mark.major ? 'border-line' : 'border-dashed border-line/70')} />
            {mark.major && (
              <span className="absolute -left-12 w-10 -translate-y-1/2 text-right text-xs font-semibold tabular-nums text-ink-500">
                {hourLabel(clock.hhmm(mark.time))}
              </span>
            )}
          </div>
        ))}
        <ol aria-label={t.plannedBookings} className="absolute inset-0 left-2">
          {layout.blocks.map((block) => (
            <TimelineEntry key={block.id} block={block} booking={bookings.get(block.id)} />
          ))}
        </ol>
        {layout.blocks.length === 0 && (
          <div className="absolute inset-x-2 top-1/3 flex flex-col items-center gap-2 rounded-xl bg-white/90 p-4 text-center">
            <CalendarOff className="size-6 text-bronze-700" aria-hidden="true" />
            <p className="font-display text-lg font-semibold text-ink-950">{t.nothingPlanned}</p>
            <p className="text-sm text-ink-500">{t.hoursFree}</p>
          </div>
        )}
        <div aria-hidden="true" className="pointer-events-none absolute -left-1.5 right-0 z-10 flex items-center" style={{ top: percent(layout.nowOffset) }}>
          <span className="size-3 -translate-y-1/2 rounded-full bg-red-600 ring-2 ring-white" />
          <span className="h-0.5 flex-1 -translate-y-1/2 bg-red-600" />
          <span className="absolute right-0 -translate-y-full rounded bg-red-700 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white">
            {t.nowAt({ time: clock.time(layout.now) })}
          </span>
        </div>
      </div>
      <p className="sr-only">{t.nowSentence({ time: clock.time(layout.now) })}</p>
      {layout.later > 0 && (
        <p className="text-sm text-ink-600">{t.moreLater({ count: layout.later, time: clock.time(layout.end) })}</p>
      )}
    </Card>
  );
}

function TimelineEntry({ block, booking }: { block: TimelineBlock; booking: Booking | undefined }) {
  const t = useTexts(timelineTexts);
  const clock = useShopClock();
  const compact = block.height * TRACK_PX < 44;
  const services = booking?.serviceDetails.map((service) => service.name).join(', ') ?? '';
  return (
    <li
      className={cn(
        'absolute inset-x-0 overflow-hidden rounded-lg border-l-4 px-2.5 shadow-sm',
        compact ? 'flex items-center gap-2 py-0.5' : 'flex flex-col justify-center gap-0.5 py-1.5',
        block.clippedStart && 'rounded-t-none',
        block.clippedEnd && 'rounded-b-none',
        KIND_STYLES[block.kind],
      )}
      style={{ top: percent(block.top), height: `calc(${percent(block.height)} - 2px)` }}
    >
      <p className="truncate text-sm font-semibold">
        <span className="sr-only">{t[KIND_LABELS[block.kind]]}: </span>#{block.id} {booking?.customerName}
      </p>
      <p className={cn('truncate text-xs', block.kind === 'serving' && 'text-ink-200')}>
        {clock.time(block.start)} – {clock.time(block.end)}
        {services && !compact ? ` · ${services}` : ''}
      </p>
    </li>
  );
}
