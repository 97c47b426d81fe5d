import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addCalendarDays } from '../../../../../shared/domain/format.js';
import { Button } from '../../../../components/ui/button.js';
import { Field } from '../../../../components/ui/field.js';
import { Input } from '../../../../components/ui/input.js';
import { cn } from '../../../../lib/cn.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { formatDayDate } from '../../logic/dated-days.js';
import { periodOfKind, periodRange, type TakingsPeriod, type TakingsPeriodKind } from '../../logic/takings.js';
import { takingsTexts, type TakingsTexts } from '../../texts-takings.js';

const KINDS: readonly { kind: TakingsPeriodKind; label: keyof TakingsTexts & ('day' | 'thisWeek' | 'thisMonth' | 'custom') }[] = [
  { kind: 'day', label: 'day' },
  { kind: 'week', label: 'thisWeek' },
  { kind: 'month', label: 'thisMonth' },
  { kind: 'custom', label: 'custom' },
];

interface TakingsPeriodProps {
  period: TakingsPeriod;
  today: string;
  onChange: (period: TakingsPeriod) => void;
  /** Why a custom range cannot be read, shown at its end date. */
  rangeError?: string | undefined;
}

/** The period the takings cover: a day (today by default, a step back or on), this week, this month, or any dates. */
export function TakingsPeriodPicker({ period, today, onChange, rangeError }: TakingsPeriodProps) {
  const t = useTexts(takingsTexts);
  const language = useLanguage();
  return (
    <div role="group" aria-label={t.period} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-sand-100 p-1 sm:inline-grid sm:w-fit sm:grid-cols-4">
        {KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={period.kind === kind}
            onClick={() => {
              if (period.kind !== kind) onChange(periodOfKind(kind, today));
            }}
            className={cn(
              'min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              period.kind === kind ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-600 hover:text-ink-950',
            )}
          >
            {t[label]}
          </button>
        ))}
      </div>
      {period.kind === 'day' && (
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t.previousDay}
            onClick={() => {
              onChange({ kind: 'day', date: addCalendarDays(period.date, -1) });
            }}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Field label={t.date} className="min-w-40 flex-1 sm:max-w-56">
            <Input
              type="date"
              value={period.date}
              max={today}
              onChange={(event) => {
                if (event.target.value !== '') onChange({ kind: 'day', date: event.target.value });
              }}
            />
          </Field>
          <Button
            variant="outline"
            size="icon"
            aria-label={t.nextDay}
            disabled={period.date >= today}
            onClick={() => {
              onChange({ kind: 'day', date: addCalendarDays(period.date, 1) });
            }}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          {period.date !== today && (
            <Button
              variant="ghost"
              onClick={() => {
                onChange({ kind: 'day', date: today });
              }}
            >
              {t.today}
            </Button>
          )}
        </div>
      )}
      {(period.kind === 'week' || period.kind === 'month') && (
        <p className="text-sm text-ink-600" aria-live="polite">
          {t.rangeLabel({ from: formatDayDate(periodRange(period, today).from, today, language), to: formatDayDate(today, today, language) })}
        </p>
      )}
      {period.kind === 'custom' && (
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-start">
          <Field label={t.from} className="sm:w-48">
            <Input
              type="date"
              value={period.from}
              max={today}
              onChange={(event) => {
                if (event.target.value !== '') onChange({ ...period, from: event.target.value });
              }}
            />
          </Field>
          <Field label={t.to} className="sm:w-48" error={rangeError}>
            <Input
              type="date"
              value={period.to}
              max={today}
              onChange={(event) => {
                if (event.target.value !== '') onChange({ ...period, to: event.target.value });
              }}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
