import type { Language } from '../../../../../shared/constants.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import type { NumbersReport } from '../../../../../shared/schemas/numbers.js';
import { busiestCell, heatLevel, HEAT_LEVELS, hourLabel, shownHours, weekdays } from '../../logic/numbers.js';
import { numbersTexts } from '../../texts-numbers.js';
import { ChartCard } from './chart-card.js';

/** Paper to gold to bronze: each level darker than the one before; a busy cell's count is dark ink on light, light on dark. */
const LEVEL_CLASSES = ['bg-sand-50 text-ink-400', 'bg-gold-200 text-ink-900', 'bg-gold-300 text-ink-950', 'bg-gold-500 text-ink-950', 'bg-bronze-700 text-white'];

/**
 * Busiest hours (docs/product/money.md): arrivals by weekday and hour as a grid of cells coloured
 * by count, with its legend; it scrolls sideways inside its card on a phone.
 */
export function HeatMap({ arrivals }: { arrivals: NumbersReport['arrivals'] }) {
  const t = useTexts(numbersTexts);
  const language = useLanguage();
  const hours = shownHours(arrivals);
  const busiest = busiestCell(arrivals);
  const short = weekdays(language, 'short');
  const long = weekdays(language, 'long');
  const table = {
    columns: [t.weekday, ...hours.map((hour) => hourLabel(hour, language))],
    rows: arrivals.map((day, index) => [long[index] ?? '', ...hours.map((hour) => formatNumber(day[hour] ?? 0, language))]),
  };
  return (
    <ChartCard title={t.busiest} hint={t.busiestHint} table={table}>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <div
            className="grid gap-0.5 text-[0.6875rem]"
            style={{ gridTemplateColumns: `2.75rem repeat(${String(hours.length)}, minmax(2.5rem, 1fr))` }}
          >
            <span />
            {hours.map((hour) => (
              <span key={hour} className="pb-1 text-center whitespace-nowrap text-ink-500">
                {hourLabel(hour, language).replace(/\s/g, '\u00a0')}
              </span>
            ))}
            {arrivals.map((day, index) => (
              <Row key={short[index] ?? index} name={short[index] ?? ''} counts={hours.map((hour) => day[hour] ?? 0)} busiest={busiest} language={language} />
            ))}
          </div>
        </div>
        <div className="flex items-center gap-2 text-xs text-ink-600">
          <span>{t.legend}:</span>
          <span>{t.legendFewer}</span>
          {Array.from({ length: HEAT_LEVELS }, (_, level) => (
            <span key={level} className={`inline-block size-4 rounded-sm border border-line ${LEVEL_CLASSES[level] ?? ''}`} />
          ))}
          <span>{t.legendMore}</span>
          <span className="ml-auto tabular-nums">0–{formatNumber(busiest, language)}</span>
        </div>
      </div>
    </ChartCard>
  );
}

function Row({ name, counts, busiest, language }: { name: string; counts: number[]; busiest: number; language: Language }) {
  return (
    <>
      <span className="flex items-center pr-1 font-medium text-ink-700">{name}</span>
      {counts.map((count, index) => (
        <span
          // The hours are one fixed run: each cell is its place in it.
          key={index}
          className={`flex h-7 items-center justify-center rounded-sm tabular-nums ${LEVEL_CLASSES[heatLevel(count, busiest)] ?? ''}`}
        >
          {count > 0 ? formatNumber(count, language) : ''}
        </span>
      ))}
    </>
  );
}
