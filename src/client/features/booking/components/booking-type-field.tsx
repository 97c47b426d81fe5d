import { CalendarClock, Footprints } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { ChoiceCard } from './choice-card.js';
import type { BookingControl } from './form-types.js';

/** Queue (walk-in) or a timed slot (spec §2). */
export function BookingTypeField({ control, labelledBy }: { control: BookingControl; labelledBy: string }) {
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
            title="Join the queue"
            description="Walk in today: get a token number and an expected time."
          />
          <ChoiceCard
            name={field.name}
            value="slot"
            checked={field.value === 'slot'}
            onSelect={() => {
              field.onChange('slot');
            }}
            icon={<CalendarClock />}
            title="Book a time slot"
            description="Reserve a time today, tomorrow or the day after."
          />
        </div>
      )}
    />
  );
}
