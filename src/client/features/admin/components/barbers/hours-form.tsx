import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, Store } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { DAYS_OFF_MAX } from '../../../../../shared/constants.js';
import type { BarberHours } from '../../../../../shared/schemas/hours.js';
import { Button } from '../../../../components/ui/button.js';
import { DialogClose, DialogFooter } from '../../../../components/ui/dialog.js';
import { ApiError, describeError } from '../../../../lib/api-errors.js';
import { useStaffOnline } from '../../../../lib/staff-online/staff-online-context.js';
import {
  daySummary,
  DISPLAY_ORDER,
  hoursErrorTarget,
  hoursFormSchema,
  hoursFormValues,
  hoursUpdateFrom,
  shopWeek,
  type CheckedHours,
  type HoursFormValues,
  type ShopHours,
} from '../../lib/working-hours.js';
import { DateListEditor } from '../date-list-editor.js';
import { FormError } from '../form-error.js';
import { WeekDayRow } from './week-day-row.js';

type HoursForm = UseFormReturn<HoursFormValues, unknown, CheckedHours>;

/** Puts a refused save's field messages where they belong; the rest goes above the buttons. */
function showServerErrors(form: HoursForm, error: unknown): void {
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  let general: string | undefined;
  fields.forEach(([field, message], index) => {
    const target = hoursErrorTarget(field);
    const shouldFocus = index === 0;
    if (target.kind === 'span' && target.span < form.getValues(`days.${target.day}.spans`).length) {
      form.setError(`days.${target.day}.spans.${target.span}.${target.edge}`, { message }, { shouldFocus });
    } else if (target.kind === 'span' || target.kind === 'day') {
      form.setError(`days.${target.day}.spans`, { message });
    } else if (target.kind === 'daysOff') {
      form.setError('daysOff', { message });
    } else general ??= message;
  });
  const fallback = fields.length > 0 ? 'Some of these hours could not be saved. See the messages above.' : undefined;
  form.setError('root', { message: general ?? fallback ?? describeError(error, 'The hours could not be saved. Please try again.') });
}

interface HoursFormProps {
  hours: BarberHours;
  shop: ShopHours;
  /** The shop's date: days off start from it. */
  today: string;
  pending: boolean;
  /** Saves the changes (null: nothing changed); rejects with the API's error so the form can point at a field. */
  onSave: (update: ReturnType<typeof hoursUpdateFrom>) => Promise<unknown>;
}

/** The Working hours dialog's form: the shop's hours or the barber's own week, and dated days off. */
export function HoursForm({ hours, shop, today, pending, onSave }: HoursFormProps) {
  const form = useForm<HoursFormValues, unknown, CheckedHours>({
    resolver: zodResolver(hoursFormSchema),
    defaultValues: hoursFormValues(hours, shop),
  });
  const custom = useWatch({ control: form.control, name: 'custom' });
  const busy = pending || form.formState.isSubmitting;
  const { online } = useStaffOnline();
  // A second tap while the first save is on its way must not save twice.
  const saving = useRef(false);

  const onSubmit = form.handleSubmit(async (checked) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await onSave(hoursUpdateFrom(checked, hours));
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      saving.current = false;
    }
  });

  const setCustom = (next: boolean) => {
    form.clearErrors('days');
    // Own hours start from the shop's: one period a day, opening to closing.
    if (next) form.setValue('days', shopWeek(shop), { shouldDirty: true });
    form.setValue('custom', next, { shouldDirty: true });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <section aria-labelledby="weekly-hours-heading" className="flex flex-col gap-3">
        <h3 id="weekly-hours-heading" className="font-display text-lg font-semibold text-ink-950">
          Weekly hours
        </h3>
        <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-sand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold text-ink-950">{custom ? 'Own hours' : 'Same as shop hours'}</p>
            <p className="text-sm text-ink-600">
              {custom
                ? "A day switched off is a day off. Gaps between a day's periods are breaks, such as lunch."
                : `Every day, ${daySummary([{ start: shop.openTime, end: shop.closeTime }])}. These follow the shop's hours when they change.`}
            </p>
          </div>
          {/* One button that changes its words, so the focus stays on it. */}
          <Button
            variant="outline"
            className="bg-white"
            disabled={busy}
            onClick={() => {
              setCustom(!custom);
            }}
          >
            {custom ? <Store aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
            {custom ? 'Use shop hours' : 'Set own hours'}
          </Button>
        </div>
        {custom && (
          <ul className="flex flex-col divide-y divide-line">
            {DISPLAY_ORDER.map((day) => (
              <WeekDayRow key={day} form={form} day={day} disabled={busy} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="days-off-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h3 id="days-off-heading" className="font-display text-lg font-semibold text-ink-950">
            Days off
          </h3>
          <p className="text-sm text-ink-500">Dates this barber is away, such as leave. The shop's closed dates apply to everyone.</p>
        </div>
        <Controller
          control={form.control}
          name="daysOff"
          render={({ field, fieldState }) => (
            <DateListEditor
              dates={field.value}
              today={today}
              max={DAYS_OFF_MAX}
              inputLabel="Day off"
              addText="Add day off"
              itemName="day off"
              emptyText="No days off"
              disabled={busy}
              error={fieldState.error?.message}
              onChange={(dates) => {
                field.onChange(dates);
              }}
            />
          )}
        />
      </section>
      <FormError message={form.formState.errors.root?.message} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={busy} loadingText="Saving..." disabled={!online}>
          Save hours
        </Button>
      </DialogFooter>
    </form>
  );
}
