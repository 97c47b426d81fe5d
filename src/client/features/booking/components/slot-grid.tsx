import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { firstAfterMidnight, nightCalendarDate, shortDate, slotReasonText, type SlotTime } from '../logic/slot-choices.js';
import { bookingWhenTexts } from '../texts-when.js';

export interface SlotGridProps {
  /** The shop date the times are of. */
  date: string;
  slots: readonly SlotTime[];
  value: string | null | undefined;
  onChange: (time: string) => void;
  /** The old grid is still shown while another day's loads. */
  busy: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  describedBy?: string | undefined;
}

/**
 * The day's times as radio buttons; taken ones are disabled and say why. The times of the day's
 * night past midnight follow a line naming the calendar date they fall on.
 */
export function SlotGrid({ date, slots, value, onChange, busy, inputRef, describedBy }: SlotGridProps) {
  const t = useTexts(bookingWhenTexts);
  const clock = useShopClock();
  const firstOpen = slots.find((slot) => slot.available)?.time;
  const nightFrom = firstAfterMidnight(slots, date, clock.shopDay);
  const nightSlot = slots[nightFrom];
  const nightDate = nightSlot ? nightCalendarDate(date, nightSlot.time, clock.shopDay) : null;
  return (
    <div
      role="radiogroup"
      aria-label={t.time}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      className={cn('grid grid-cols-3 gap-2 transition-opacity sm:grid-cols-4 xl:grid-cols-5', busy && 'opacity-60')}
    >
      {slots.map((slot, index) => {
        const label = clock.hhmm(slot.time);
        const checked = value === slot.time;
        const reason = slot.reason ? slotReasonText(slot.reason, t) : null;
        // A non-breaking hyphen keeps 'walk-ins' whole when the reason wraps in a narrow cell.
        const shownReason = reason?.replace('-', '\u2011');
        const cell = (
          <label
            key={slot.time}
            className={cn(
              'relative flex min-h-14 flex-col items-center justify-center rounded-lg border px-1 py-1.5 text-center transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-600',
              slot.available && !checked && 'cursor-pointer border-line bg-white text-ink-950 hover:border-bronze-700',
              slot.available && checked && 'cursor-pointer border-ink-900 bg-ink-900 text-white',
              !slot.available && 'cursor-not-allowed border-dashed border-line bg-sand-50 text-ink-500',
            )}
          >
            <input
              ref={slot.time === firstOpen ? inputRef : undefined}
              type="radio"
              name="slotTime"
              value={slot.time}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              checked={checked}
              disabled={!slot.available}
              aria-label={reason ? t.slotWithReason({ time: label, reason }) : label}
              onChange={() => {
                onChange(slot.time);
              }}
            />
            <span className={cn('text-sm font-semibold tabular-nums', !slot.available && 'line-through decoration-ink-400')}>{label}</span>
            {shownReason && <span className="text-[0.6875rem] font-medium leading-tight text-ink-500">{shownReason}</span>}
          </label>
        );
        if (index !== nightFrom || nightDate === null) return cell;
        return [
          <p key="after-midnight" className="col-span-full pt-1 text-xs font-semibold text-ink-600">
            {t.afterMidnight({ date: shortDate(nightDate, clock.language) })}
          </p>,
          cell,
        ];
      })}
    </div>
  );
}
