import { Coffee, Trash2 } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { SPANS_PER_DAY_MAX } from '../../../../../shared/constants.js';
import { Button } from '../../../../components/ui/button.js';
import { Input } from '../../../../components/ui/input.js';
import { Switch } from '../../../../components/ui/switch.js';
import { cn } from '../../../../lib/cn.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { weekdayNames } from '../../logic/shop-dates.js';
import { dayFormSummary, withBreak, type CheckedHours, type HoursFormValues } from '../../logic/working-hours.js';
import { hoursTexts } from '../../texts-hours.js';

interface WeekDayRowProps {
  form: UseFormReturn<HoursFormValues, unknown, CheckedHours>;
  /** The day's index in the API's week (Sunday 0). */
  day: number;
  disabled: boolean;
  /** A field's message in the language shown. */
  message: (text: string | undefined) => string | undefined;
}

// Phones have room for the time only: the clock button goes (tapping the field opens the picker).
const TIME_INPUT = 'px-1.5 tabular-nums max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:px-3';

/** A message under a control, linked to it by id. */
function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * One weekday of a barber's own week: whether they work, its periods as start and end times, a
 * break added by splitting the longest period, and the day in words.
 */
export function WeekDayRow({ form, day, disabled, message }: WeekDayRowProps) {
  const t = useTexts(hoursTexts);
  const language = useLanguage();
  const name = weekdayNames(language)[day] ?? '';
  const id = useId();
  const periods = useFieldArray({ control: form.control, name: `days.${day}.spans` });
  const value = useWatch({ control: form.control, name: `days.${day}` });
  const errors = form.formState.errors.days?.[day]?.spans;
  const dayError = message(errors?.root?.message ?? errors?.message);
  const addBreakRef = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);

  useEffect(() => {
    // A removed period takes its button with it: the focus goes on to Add break.
    if (removed > 0) addBreakRef.current?.focus();
  }, [removed]);

  const addBreak = () => {
    const next = withBreak(form.getValues(`days.${day}.spans`));
    if (next) periods.replace(next);
  };

  return (
    <li className="grid gap-3 py-4 first:pt-2 last:pb-0 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-5">
      <div className="flex items-start justify-between gap-3 sm:flex-col sm:justify-start">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h4 id={`${id}-name`} className="font-semibold text-ink-950">
            {name}
          </h4>
          <p className={cn('text-sm', value.works ? 'text-ink-600' : 'font-medium text-ink-500')}>
            {/* A period is not broken across lines. */}
            {dayFormSummary(value, t, language)
              .split(', ')
              .map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && ', '}
                  <span className="whitespace-nowrap">{part}</span>
                </Fragment>
              ))}
          </p>
        </div>
        <label className="flex shrink-0 items-center gap-2.5 text-sm font-medium text-ink-700">
          {t.works}
          <Controller
            control={form.control}
            name={`days.${day}.works`}
            render={({ field }) => (
              <Switch
                ref={field.ref}
                aria-label={t.worksOn({ day: name })}
                checked={field.value}
                disabled={disabled}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </label>
      </div>
      {value.works && (
        <div className="flex flex-col gap-2" role="group" aria-labelledby={`${id}-name`}>
          <ol className="flex flex-col gap-2">
            {periods.fields.map((period, index) => {
              const names = { day: name, period: formatNumber(index + 1, language) };
              const spanErrors = errors?.[index];
              const startError = message(spanErrors?.start?.message);
              const endError = message(spanErrors?.end?.message);
              return (
                <li key={period.id} className="flex flex-col gap-1">
                  <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_2.75rem] items-center gap-1 sm:gap-2">
                    <Input
                      type="time"
                      step={60}
                      aria-label={t.periodStart(names)}
                      aria-invalid={startError ? true : undefined}
                      aria-describedby={startError ? `${id}-${index}-start-error` : undefined}
                      disabled={disabled}
                      className={TIME_INPUT}
                      {...form.register(`days.${day}.spans.${index}.start`)}
                    />
                    <span aria-hidden="true" className="text-ink-500">
                      –
                    </span>
                    <Input
                      type="time"
                      step={60}
                      aria-label={t.periodEnd(names)}
                      aria-invalid={endError ? true : undefined}
                      aria-describedby={endError ? `${id}-${index}-end-error` : undefined}
                      disabled={disabled}
                      className={TIME_INPUT}
                      {...form.register(`days.${day}.spans.${index}.end`)}
                    />
                    {periods.fields.length > 1 && (
                      <Button
                        variant="ghostDanger"
                        size="icon"
                        disabled={disabled}
                        aria-label={t.removePeriod(names)}
                        onClick={() => {
                          periods.remove(index);
                          setRemoved((count) => count + 1);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                  <FieldMessage id={`${id}-${index}-start-error`} message={startError} />
                  <FieldMessage id={`${id}-${index}-end-error`} message={endError} />
                </li>
              );
            })}
          </ol>
          {dayError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {dayError}
            </p>
          )}
          {periods.fields.length < SPANS_PER_DAY_MAX && (
            <Button
              ref={addBreakRef}
              variant="ghost"
              size="snug"
              className="-ml-3 self-start text-bronze-700"
              disabled={disabled}
              onClick={addBreak}
              aria-label={t.addBreakOn({ day: name })}
            >
              <Coffee aria-hidden="true" />
              {t.addBreak}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
