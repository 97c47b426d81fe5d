import type { CSSProperties } from 'react';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { boardLayout, type BoardRow, type Density } from '../logic/board-rows.js';
import { boardTexts } from '../texts.js';
import { BarberRow } from './barber-row.js';
import { BOARD_COLUMNS, ROW, SIZES } from './row-styles.js';

const heading = 'text-sm font-semibold uppercase tracking-[0.2em] text-ink-300';

/** The line naming the columns, once above the rows (each row also names its parts for screen readers). */
function ColumnHeadings({ density }: { density: Density }) {
  const t = useTexts(boardTexts);
  return (
    // The rows' side padding, so the headings stand over their columns.
    <div aria-hidden="true" className={cn(ROW, SIZES[density].padX)}>
      <span className={heading}>{t.barberColumn}</span>
      <span className={heading}>{t.chairColumn}</span>
      <span className={heading}>{t.nextColumn}</span>
      <span className={cn(heading, 'text-right')}>{t.waitColumn}</span>
    </div>
  );
}

/**
 * Every barber's line, set by how many there are (logic/board-rows.ts) in the space between the
 * header and the bottom of the screen: the rows share the height, up to a comfortable size, and
 * nothing ever scrolls on the wall.
 */
export function BoardRows({ rows, stale }: { rows: BoardRow[]; stale: boolean }) {
  const t = useTexts(boardTexts);
  if (rows.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-3xl bg-ink-900 p-8 text-center ring-1 ring-white/10">
        <p className="font-display text-4xl font-semibold text-white">{t.noBarbersTitle}</p>
        <p className="text-2xl text-ink-300">{t.noBarbersDescription}</p>
      </div>
    );
  }
  const layout = boardLayout(rows.length);
  const perColumn = Math.ceil(rows.length / layout.columns);
  const columns = Array.from({ length: layout.columns }, (_, index) => rows.slice(index * perColumn, (index + 1) * perColumn));
  return (
    <section aria-labelledby="board-chairs-title" className="flex min-h-0 min-w-0 flex-1 gap-5">
      <h2 id="board-chairs-title" className="sr-only">
        {t.chairsRightNow}
      </h2>
      {columns.map((column, index) => {
        // The headings' line, then the rows sharing the height, each up to its comfortable size.
        const style: CSSProperties = { gridTemplateRows: `auto repeat(${column.length}, minmax(0, ${SIZES[layout.density].rowMax}))` };
        return (
          <div key={index} className={cn(BOARD_COLUMNS, SIZES[layout.density].gap, 'min-h-0 min-w-0 flex-1')} style={style}>
            <ColumnHeadings density={layout.density} />
            {column.map((row) => (
              <BarberRow key={row.barberId} row={row} stale={stale} density={layout.density} slots={layout.nextSlots} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
