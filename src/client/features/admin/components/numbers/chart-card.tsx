import { useId, useState, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.js';
import { cn } from '../../../../lib/cn.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { numbersTexts } from '../../texts-numbers.js';

export interface FigureTable {
  /** The first column's heading, then each figure's. */
  columns: readonly string[];
  /** Each row: its name, then its figures as written. */
  rows: readonly (readonly string[])[];
}

/**
 * A card of the Numbers tab: a chart, and the same numbers as a table (docs/product/money.md).
 * The table is always there for screen readers; "Show as table" shows it to everyone instead of
 * the chart, which is only a picture.
 */
export function ChartCard({ title, hint, table, children }: { title: string; hint: string; table: FigureTable; children: ReactNode }) {
  const t = useTexts(numbersTexts);
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" className="min-w-0">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={headingId} className="text-lg">{title}</CardTitle>
          <CardDescription>{hint}</CardDescription>
        </div>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => {
            setAsTable((shown) => !shown);
          }}
          className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold text-bronze-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
        >
          {asTable ? t.hideTable : t.showTable}
        </button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!asTable && children}
        {/* Shown, the table scrolls within the card: the keyboard reaches it to scroll it. */}
        <div
          className={cn(asTable ? 'max-h-96 overflow-auto rounded-lg border border-line focus-visible:outline-2 focus-visible:outline-gold-500' : 'sr-only')}
          {...(asTable ? { tabIndex: 0, role: 'group', 'aria-label': title } : {})}
        >
          <table className="w-full border-collapse text-left text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-sand-50 text-xs text-ink-600">
              <tr>
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" className={cn('px-3 py-2 font-semibold', index > 0 && 'text-right')}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([name, ...figures]) => (
                <tr key={name} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-ink-900">{name}</th>
                  {figures.map((figure, index) => (
                    <td key={table.columns[index + 1] ?? index} className="px-3 py-2 text-right text-ink-700">{figure}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
