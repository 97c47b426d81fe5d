import { CalendarDays, ChevronDown } from 'lucide-react';
import type { BarberHours } from '../../../../shared/schemas/hours.js';
import type { ShopSettings } from '../../../../shared/schemas/shop-settings.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useDisclosure } from '../../../components/ui/use-disclosure.js';
import type { Language } from '../../../../shared/constants.js';
import { cn } from '../../../lib/cn.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { todayText, weekRows } from '../logic/week-hours.js';
import { dayTexts } from '../texts-day.js';

export interface MyHoursProps {
  hours: BarberHours | undefined;
  settings: ShopSettings | undefined;
  /** The shop's date today. */
  today: string;
}

// Read from the calendar date itself at UTC midnight, so no zone can move it to a neighbouring day.
const DAY_OFF_LOCALES: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN' };
const DAY_OFF_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };

/** 'Thu 26 Nov' for a dated day off. */
function dayOffLabel(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(DAY_OFF_LOCALES[language], DAY_OFF_OPTIONS).format(Date.UTC(year, month - 1, day)).replace(',', '');
}

function Week({ hours, settings, today }: { hours: BarberHours; settings: ShopSettings; today: string }) {
  const t = useTexts(dayTexts);
  const language = useLanguage();
  const rows = weekRows(hours.weekly, settings, today, language);
  return (
    <div className="flex flex-col gap-3 pt-1">
      {hours.weekly === null && <p className="text-sm text-ink-600">{t.keepsShopHours}</p>}
      <dl className="grid gap-x-6 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.day} className={cn('flex items-baseline justify-between gap-4 border-b border-line py-2', row.isToday && 'font-semibold')}>
            <dt className="shrink-0 text-ink-600">
              {row.day}
              {row.isToday && <span className="ml-1.5 rounded-full bg-gold-200 px-2 py-0.5 text-xs text-bronze-800">{t.today}</span>}
            </dt>
            <dd className={cn('text-right tabular-nums', row.off ? 'text-ink-500' : 'text-ink-950')}>{row.text}</dd>
          </div>
        ))}
      </dl>
      {hours.daysOff.length > 0 && (
        <p className="text-sm text-ink-600">
          <span className="font-semibold text-ink-900">{t.daysOff} </span>
          {hours.daysOff.map((date) => dayOffLabel(date, language)).join(', ')}
        </p>
      )}
      <p className="text-xs text-ink-500">{t.hoursSetByAdmin}</p>
    </div>
  );
}

/**
 * The barber's own working time, read-only (docs/product/chairs-day.md): today's hours in a line, the week on a
 * tap. A plain disclosure button, as the home page's Booked Slots.
 */
export function MyHours({ hours, settings, today }: MyHoursProps) {
  const t = useTexts(dayTexts);
  const language = useLanguage();
  const { open, button, panel } = useDisclosure();
  const ready = hours && settings;

  return (
    <div className="border-t border-line">
      <button
        {...button}
        className="group flex min-h-14 w-full items-center justify-between gap-3 py-2.5 text-left text-sm"
      >
        <span className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-4">
          <span className="inline-flex items-center gap-2 font-semibold text-ink-900">
            <CalendarDays aria-hidden="true" className="size-4 text-bronze-700" />
            {t.myHours}
          </span>
          {ready ? (
            <span className="pl-6 text-ink-600 sm:pl-0">
              <span className="sr-only">, </span>
              {t.todayHours({ hours: todayText(hours, settings, today, language) })}
            </span>
          ) : (
            <Skeleton className="ml-6 h-4 w-40 sm:ml-0" />
          )}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-500 transition-transform duration-200 group-aria-expanded:rotate-180" />
      </button>
      <div {...panel} className="pb-4">
        {open && ready && <Week hours={hours} settings={settings} today={today} />}
        {open && !ready && <p className="py-3 text-sm text-ink-500">{t.loadingHours}</p>}
      </div>
    </div>
  );
}
