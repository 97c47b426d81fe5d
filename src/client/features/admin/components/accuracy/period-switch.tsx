import type { AccuracyDays } from '../../api/accuracy-report.js';
import { cn } from '../../../../lib/cn.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { accuracyTexts } from '../../texts-accuracy.js';

const PERIODS: readonly AccuracyDays[] = [7, 30];

/** A segmented pair of toggle buttons: which period the figures cover. */
export function PeriodSwitch({ days, onChange }: { days: AccuracyDays; onChange: (days: AccuracyDays) => void }) {
  const t = useTexts(accuracyTexts);
  const language = useLanguage();
  return (
    <div role="group" aria-label={t.period} className="inline-flex self-start rounded-xl border border-line bg-sand-100 p-1 sm:self-auto">
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === days}
          onClick={() => {
            onChange(period);
          }}
          className={cn(
            'min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors',
            period === days ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-600 hover:text-ink-950',
          )}
        >
          {t.days({ days: formatNumber(period, language) })}
        </button>
      ))}
    </div>
  );
}
