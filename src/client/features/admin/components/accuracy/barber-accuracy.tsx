import type { AccuracyReport } from '../../../../../shared/schemas/accuracy.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { MD_UP, useMediaQuery } from '../../../../lib/use-media-query.js';
import { barbersByWalkIns, formatMinutes, formatShare, formatWalkIns, type AccuracyWords } from '../../logic/accuracy.js';
import { useAccuracyWords } from './use-accuracy-words.js';

type BarberFigures = AccuracyReport['barbers'][number];

const COLUMNS = [
  { label: 'medianError', value: (barber: BarberFigures, words: AccuracyWords) => formatMinutes(barber.medianAbsMin, words) },
  { label: 'withinTen', value: (barber: BarberFigures, words: AccuracyWords) => formatShare(barber.withinTenShare, words) },
  { label: 'startedLate', value: (barber: BarberFigures, words: AccuracyWords) => formatShare(barber.lateShare, words) },
] as const;

/** Each barber's figures: a table from tablet width, a card per barber on phones. */
export function BarberAccuracy({ barbers }: { barbers: AccuracyReport['barbers'] }) {
  const words = useAccuracyWords();
  const { t } = words;
  const wide = useMediaQuery(MD_UP);
  const rows = barbersByWalkIns(barbers);
  if (!wide) {
    return (
      <ul aria-label={t.accuracyByBarber} className="flex flex-col divide-y divide-line">
        {rows.map((barber) => (
          <li key={barber.barberId} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <div className="flex items-baseline justify-between gap-3">
              <span className="truncate font-semibold text-ink-950">{barber.name}</span>
              <span className="shrink-0 text-sm text-ink-500 tabular-nums">{formatWalkIns(barber.walkIns, words)}</span>
            </div>
            <dl className="grid grid-cols-3 gap-2">
              {COLUMNS.map((column) => (
                <div key={column.label} className="flex flex-col rounded-lg bg-sand-50 px-2.5 py-2">
                  <dt className="text-[0.6875rem] leading-tight text-ink-500">{t[column.label]}</dt>
                  <dd className="font-semibold text-ink-950 tabular-nums">{column.value(barber, words)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t.accuracyByBarber}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wider text-ink-500 uppercase [&:lang(hi)]:tracking-normal">
          <th scope="col" className="py-2 pr-4 font-semibold">{t.barber}</th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">{t.walkInsHead}</th>
          {COLUMNS.map((column) => (
            <th key={column.label} scope="col" className="px-4 py-2 text-right font-semibold last:pr-0">
              {t[column.label]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((barber) => (
          <tr key={barber.barberId}>
            <th scope="row" className="py-3 pr-4 text-left font-semibold text-ink-950">{barber.name}</th>
            <td className="px-4 py-3 text-right text-ink-700 tabular-nums">{formatNumber(barber.walkIns, words.language)}</td>
            {COLUMNS.map((column) => (
              <td key={column.label} className="px-4 py-3 text-right text-ink-950 tabular-nums last:pr-0">
                {column.value(barber, words)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
