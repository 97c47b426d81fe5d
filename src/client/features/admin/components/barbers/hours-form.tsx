import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, Store } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { DAYS_OFF_MAX } from '../../../../../shared/constants.js';
import { shopSpan, type OpeningHours } from '../../../../../shared/domain/working-hours.js';
import type { BarberHours } from '../../../../../shared/schemas/hours.js';
import { Button } from '../../../../components/ui/button.js';
import { ApiError } from '../../../../lib/api-errors.js';
import { useErrorText, type ErrorText } from '../../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import type { Translation } from '../../../../lib/i18n/catalogue.js';
import {
  daySummary,
  DISPLAY_ORDER,
  EMPTY_TIME,
  hoursErrorTarget,
  hoursFormSchema,
  hoursFormValues,
  hoursUpdateFrom,
  shopWeek,
  type CheckedHours,
  type HoursFormValues,
} from '../../logic/working-hours.js';
import { hoursTexts, type HoursTexts } from '../../texts-hours.js';
import { DateListEditor } from '../date-list-editor.js';
import { FormDialogFooter } from '../form-dialog-footer.js';
import { FormError } from '../form-error.js';
import { useFailureText } from '../use-failure-text.js';
import { WeekDayRow } from './week-day-row.js';

type HoursForm = UseFormReturn<HoursFormValues, unknown, CheckedHours>;

/** Puts a refused save's field messages where they belong; the rest goes above the buttons. */
function showServerErrors(form: HoursForm, error: unknown, t: Translation<HoursTexts>, failure: (error: unknown, fallback: string) => string): void {
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
  const fallback = fields.length > 0 ? t.someNotSaved : undefined;
  form.setError('root', { message: general ?? fallback ?? failure(error, t.notSaved) });
}

/** A message of the dialog's own check ('Enter a time') or of the shared week rules, in the language shown. */
function hoursMessage(text: string | undefined, t: Translation<HoursTexts>, errorText: ErrorText): string | undefined {
  return text === EMPTY_TIME ? t.enterTime : errorText.message(text);
}

interface HoursFormProps {
  hours: BarberHours;
  shop: OpeningHours;
  /** The shop's date: days off start from it. */
  today: string;
  pending: boolean;
  /** Saves the changes (null: nothing changed); rejects with the API's error so the form can point at a field. */
  onSave: (update: ReturnType<typeof hoursUpdateFrom>) => Promise<unknown>;
}

/** The Working hours dialog's form: the shop's hours or the barber's own week, and dated days off. */
export function HoursForm({ hours, shop, today, pending, onSave }: HoursFormProps) {
  const t = useTexts(hoursTexts);
  const language = useLanguage();
  const failure = useFailureText();
  const errorText = useErrorText();
  const form = useForm<HoursFormValues, unknown, CheckedHours>({
    resolver: zodResolver(hoursFormSchema),
    defaultValues: hoursFormValues(hours, shop),
  });
  const custom = useWatch({ control: form.control, name: 'custom' });
  const busy = pending || form.formState.isSubmitting;
  // A second tap while the first save is on its way must not save twice.
  const saving = useRef(false);

  const onSubmit = form.handleSubmit(async (checked) => {
    if (saving.current) return;
    saving.current = true;
    try {
      await onSave(hoursUpdateFrom(checked, hours));
    } catch (error) {
      showServerErrors(form, error, t, failure);
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
          {t.weeklyHours}
        </h3>
        <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-sand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold text-ink-950">{custom ? t.ownHours : t.sameAsShop}</p>
            <p className="text-sm text-ink-600">
              {custom ? t.ownHoursHint : t.everyDay({ hours: daySummary([shopSpan(shop)], t, language) })}
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
            {custom ? t.useShopHours : t.setOwnHours}
          </Button>
        </div>
        {custom && (
          <ul className="flex flex-col divide-y divide-line">
            {DISPLAY_ORDER.map((day) => (
              <WeekDayRow key={day} form={form} day={day} disabled={busy} message={(text) => hoursMessage(text, t, errorText)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="days-off-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h3 id="days-off-heading" className="font-display text-lg font-semibold text-ink-950">
            {t.daysOff}
          </h3>
          <p className="text-sm text-ink-500">{t.daysOffHint}</p>
        </div>
        <Controller
          control={form.control}
          name="daysOff"
          render={({ field, fieldState }) => (
            <DateListEditor
              dates={field.value}
              today={today}
              max={DAYS_OFF_MAX}
              inputLabel={t.dayOff}
              addText={t.addDayOff}
              removeLabel={(date) => t.removeDayOff({ date })}
              emptyText={t.noDaysOff}
              disabled={busy}
              error={errorText.message(fieldState.error?.message)}
              onChange={(dates) => {
                field.onChange(dates);
              }}
            />
          )}
        />
      </section>
      <FormError message={errorText.message(form.formState.errors.root?.message)} />
      <FormDialogFooter pending={busy} submitLabel={t.saveHours} />
    </form>
  );
}
