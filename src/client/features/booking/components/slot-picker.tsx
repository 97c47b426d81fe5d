import { useQueryClient } from '@tanstack/react-query';
import { CalendarX2, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '../../../components/ui/button.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { ApiError } from '../../../lib/api-errors.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { slotsQuery, useSlots } from '../api/get-slots.js';
import { dayNote, visibleSlots, type DayNote } from '../logic/slot-choices.js';
import { bookingWhenTexts, type BookingWhenTexts } from '../texts-when.js';
import { DateChoices } from './date-choices.js';
import { GroupError } from './form-section.js';
import type { BookingControl } from './form-types.js';
import { SlotGrid } from './slot-grid.js';

export interface SlotPickerProps {
  control: BookingControl;
  barber: { id: number; name: string };
  serviceIds: readonly number[];
}

/** The note that stands for a day's grid when nothing on it can be chosen. */
function dayNoteText(note: DayNote, name: string, t: Translation<BookingWhenTexts>): string {
  switch (note) {
    case 'none_left':
      return t.noneLeft;
    case 'not_working':
      return t.notWorkingDay({ name });
    case 'not_working_rest':
      return t.notWorkingRest({ name });
    case 'all_taken':
      return t.allTaken;
  }
}

function SlotsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-14 text-ink-900" />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5">
        {Array.from({ length: 9 }, (_, n) => (
          <Skeleton key={n} className="h-14 text-ink-900" />
        ))}
      </div>
    </div>
  );
}

function Note({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink-600">
      <CalendarX2 className="size-4 shrink-0 text-bronze-700" aria-hidden="true" />
      {children}
    </p>
  );
}

/** Step 4 for a slot booking: the day, then the time (docs/product/screens.md), kept live as bookings change. */
export function SlotPicker({ control, barber, serviceIds }: SlotPickerProps) {
  const t = useTexts(bookingWhenTexts);
  const errorText = useErrorText();
  const barberId = barber.id;
  const { field: date, fieldState: dateState } = useController({ control, name: 'slotDate' });
  const { field: time, fieldState: timeState } = useController({ control, name: 'slotTime' });
  const client = useQueryClient();
  const clock = useShopClock();
  const slots = useSlots(barberId, date.value ?? null, serviceIds);
  const { data, isPlaceholderData, error } = slots;
  const fresh = data && !isPlaceholderData ? data : undefined;
  const { value: chosenDate, onChange: setDate } = date;
  const { value: chosenTime, onChange: setTime } = time;

  // With no day chosen the server answers for the first bookable one: choose it, and keep that
  // answer as the chosen day's too, so it is not fetched twice.
  useEffect(() => {
    if (!fresh || chosenDate || !fresh.dates.includes(fresh.date)) return;
    client.setQueryData(slotsQuery(barberId, fresh.date, serviceIds).queryKey, fresh);
    setDate(fresh.date);
  }, [fresh, chosenDate, setDate, client, barberId, serviceIds]);

  // A chosen day that has dropped out of the window (the page was left open overnight) is refused
  // by the server: start again from the first bookable day.
  useEffect(() => {
    if (error instanceof ApiError && error.status === 400 && chosenDate) setDate(null);
  }, [error, chosenDate, setDate]);

  // A chosen time that has just been taken (the live socket refetched the grid) is let go.
  useEffect(() => {
    if (!fresh || !chosenTime || fresh.date !== chosenDate) return;
    if (!fresh.slots.some((slot) => slot.time === chosenTime && slot.available)) setTime(null);
  }, [fresh, chosenTime, chosenDate, setTime]);

  if (slots.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-medium">{t.slotsFailed}</p>
        <Button variant="outline" size="md" className="text-ink-900" onClick={() => void slots.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  if (!data) return <SlotsSkeleton />;
  const shown = visibleSlots(data.slots);
  const note = dayNote(data.slots);
  // A day the barber does not work at all is one line, not a grid of 'Not working'.
  const gridShown = note !== 'none_left' && note !== 'not_working' && note !== 'not_working_rest';
  const errorMessage = errorText.message(timeState.error?.message ?? dateState.error?.message);
  if (data.dates.length === 0) return <Note>{t.noSlotsInWindow}</Note>;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-ink-800">{t.day}</p>
        <DateChoices
          dates={data.dates}
          today={clock.shopDate(Date.now())}
          value={chosenDate}
          onChange={(next) => {
            setDate(next);
            setTime(null);
          }}
        />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-ink-800">{t.time}</p>
        {gridShown && (
          <SlotGrid
            date={data.date}
            slots={shown}
            value={chosenTime}
            onChange={setTime}
            busy={isPlaceholderData}
            inputRef={time.ref}
            describedBy={errorMessage ? 'slot-error' : undefined}
          />
        )}
        {note && <Note>{dayNoteText(note, barber.name, t)}</Note>}
      </div>
      <GroupError id="slot-error" message={errorMessage} />
    </div>
  );
}
