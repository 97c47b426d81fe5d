import { CalendarClock, Footprints } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { bookingWhenTexts } from '../texts-when.js';
import { ChoiceCard } from './choice-card.js';
import type { BookingControl } from './form-types.js';

/**
 * Queue (walk-in) or a timed slot (docs/product/screens.md). While the queue cannot be joined (`queueClosed`: closed
 * for the day, or before walk-ins may join), its card cannot be chosen and says why instead.
 */
export function BookingTypeField({ control, labelledBy, queueClosed = null }: { control: BookingControl; labelledBy: string; queueClosed?: string | null }) {
  const t = useTexts(bookingWhenTexts);
  return (
    <Controller
      control={control}
      name="bookingType"
      render={({ field }) => (
        <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            name={field.name}
            value="queue"
            checked={field.value === 'queue'}
            onSelect={() => {
              field.onChange('queue');
            }}
            inputRef={field.ref}
            icon={<Footprints />}
            title={t.joinQueue}
            description={queueClosed ?? t.joinQueueHint}
            disabled={queueClosed !== null}
          />
          <ChoiceCard
            name={field.name}
            value="slot"
            checked={field.value === 'slot'}
            onSelect={() => {
              field.onChange('slot');
            }}
            icon={<CalendarClock />}
            title={t.bookSlot}
            description={t.bookSlotHint}
          />
        </div>
      )}
    />
  );
}
