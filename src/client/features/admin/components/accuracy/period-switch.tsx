import type { AccuracyDays } from '../../api/accuracy-report.js';
import { cn } from '../../../../lib/cn.js';

const PERIODS: readonly { days: AccuracyDays; label: string }[] = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
];

/** A segmented pair of toggle buttons: which period the figures cover. */
export function PeriodSwitch({ days, onChange }: { days: AccuracyDays; onChange: (days: AccuracyDays) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex self-start rounded-xl border border-line bg-sand-100 p-1 sm:self-auto">
      {PERIODS.map((period) => (
        <button
          key={period.days}
          type="button"
          aria-pressed={period.days === days}
          onClick={() => {
            onChange(period.days);
          }}
          className={cn(
            'min-h-11 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors',
            period.days === days ? 'bg-white text-ink-950 shadow-sm' : 'text-ink-600 hover:text-ink-950',
          )}
        >
          {period.label}
        </button>
      ))}
    </div>
  );
}
