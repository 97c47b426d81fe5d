import { cn } from '../../../lib/cn.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { dateChoiceLabel, shortDate } from '../logic/slot-choices.js';
import { bookingWhenTexts } from '../texts-when.js';

export interface DateChoicesProps {
  dates: readonly string[];
  today: string;
  value: string | null | undefined;
  onChange: (date: string) => void;
  describedBy?: string | undefined;
}

/** Today, tomorrow and the day after, where the 36-hour window reaches them (docs/product/screens.md). */
export function DateChoices({ dates, today, value, onChange, describedBy }: DateChoicesProps) {
  const t = useTexts(bookingWhenTexts);
  const language = useLanguage();
  return (
    <div role="radiogroup" aria-label={t.day} aria-describedby={describedBy} className="grid grid-cols-3 gap-2">
      {dates.map((date) => {
        const checked = value === date;
        const day = dateChoiceLabel(date, today, t, language);
        const short = shortDate(date, language);
        return (
          <label
            key={date}
            className={cn(
              'relative flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-2 text-center transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-600',
              checked ? 'border-ink-900 bg-ink-900 text-white' : 'border-line bg-white text-ink-950 hover:border-bronze-700',
            )}
          >
            <input
              type="radio"
              name="slotDate"
              value={date}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              checked={checked}
              aria-label={t.dayWithDate({ day, date: short })}
              onChange={() => {
                onChange(date);
              }}
            />
            <span className="text-sm font-semibold">{day}</span>
            <span className={cn('text-xs', checked ? 'text-gold-300' : 'text-ink-500')}>{short}</span>
          </label>
        );
      })}
    </div>
  );
}
