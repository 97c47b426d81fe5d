import type { AccuracyReport } from '../../../../../shared/schemas/accuracy.js';
import { MD_UP, useMediaQuery } from '../../../../lib/use-media-query.js';
import { barbersByWalkIns, formatMinutes, formatShare, formatWalkIns } from '../../lib/accuracy.js';

type BarberFigures = AccuracyReport['barbers'][number];

const COLUMNS = [
  { label: 'Median error', value: (barber: BarberFigures) => formatMinutes(barber.medianAbsMin) },
  { label: 'Within 10 min', value: (barber: BarberFigures) => formatShare(barber.withinTenShare) },
  { label: 'Started late', value: (barber: BarberFigures) => formatShare(barber.lateShare) },
] as const;

/** Each barber's figures: a table from tablet width, a card per barber on phones. */
export function BarberAccuracy({ barbers }: { barbers: AccuracyReport['barbers'] }) {
  const wide = useMediaQuery(MD_UP);
  const rows = barbersByWalkIns(barbers);
  if (!wide) {
    return (
      <ul aria-label="Accuracy by barber" className="flex flex-col divide-y divide-line">
        {rows.map((barber) => (
          <li key={barber.barberId} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
            <div className="flex items-baseline justify-between gap-3">
              <span className="truncate font-semibold text-ink-950">{barber.name}</span>
              <span className="shrink-0 text-sm text-ink-500 tabular-nums">{formatWalkIns(barber.walkIns)}</span>
            </div>
            <dl className="grid grid-cols-3 gap-2">
              {COLUMNS.map((column) => (
                <div key={column.label} className="flex flex-col rounded-lg bg-sand-50 px-2.5 py-2">
                  <dt className="text-[0.6875rem] leading-tight text-ink-500">{column.label}</dt>
                  <dd className="font-semibold text-ink-950 tabular-nums">{column.value(barber)}</dd>
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
      <caption className="sr-only">Accuracy by barber</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wider text-ink-500 uppercase">
          <th scope="col" className="py-2 pr-4 font-semibold">Barber</th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">Walk-ins</th>
          {COLUMNS.map((column) => (
            <th key={column.label} scope="col" className="px-4 py-2 text-right font-semibold last:pr-0">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((barber) => (
          <tr key={barber.barberId}>
            <th scope="row" className="py-3 pr-4 text-left font-semibold text-ink-950">{barber.name}</th>
            <td className="px-4 py-3 text-right text-ink-700 tabular-nums">{barber.walkIns}</td>
            {COLUMNS.map((column) => (
              <td key={column.label} className="px-4 py-3 text-right text-ink-950 tabular-nums last:pr-0">
                {column.value(barber)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
