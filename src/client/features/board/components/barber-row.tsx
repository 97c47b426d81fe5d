import { useState } from 'react';
import { DEFAULT_BARBER_PHOTO } from '../../../../shared/constants.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { shownNext, type BoardRow, type Density } from '../logic/board-rows.js';
import { boardTexts } from '../texts.js';
import { ROW, SIZES, WAIT_TEXT } from './row-styles.js';
import { inShop } from '../../../lib/shop-base.js';

/** A token as the board writes it: a small '#' and the number the customer's booking shows. */
function Token({ value }: { value: number }) {
  const t = useTexts(boardTexts);
  return (
    <span className="tabular-nums">
      <span aria-hidden="true" className="mr-0.5 text-[0.6em] font-semibold text-ink-300">
        #
      </span>
      <span className="sr-only">{t.token} </span>
      {value}
    </span>
  );
}

function Portrait({ src, dimmed, size }: { src: string; dimmed: boolean; size: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? DEFAULT_BARBER_PHOTO : inShop(src)}
      // The name beside it says who it is.
      alt=""
      width={96}
      height={96}
      onError={() => {
        setFailed(true);
      }}
      className={cn('shrink-0 rounded-full bg-ink-800 object-cover ring-2', size, dimmed ? 'ring-white/20 grayscale' : 'ring-gold-400/60')}
    />
  );
}

/** The home card's words for the wait; '—' while the board cannot vouch for it or when there is none today. */
function Wait({ wait, stale, size }: { wait: BoardRow['wait']; stale: boolean; size: string }) {
  const t = useTexts(boardTexts);
  const label = <span className="sr-only">{t.waitLabel} </span>;
  if (!wait || stale) {
    return (
      <p className={cn('text-right font-bold text-ink-400', size)}>
        {label}
        <span aria-hidden="true">—</span>
        <span className="sr-only">{stale ? t.waitUnknown : t.noWaitToday}</span>
      </p>
    );
  }
  return (
    <p className={cn('whitespace-nowrap text-right font-bold tabular-nums', size, WAIT_TEXT[wait.colour])}>
      {label}
      {wait.text}
    </p>
  );
}

/** The next tokens in their places, the last place counting the rest when they do not all fit. */
function NextTokens({ row, slots, stale, density }: { row: BoardRow; slots: number; stale: boolean; density: Density }) {
  const t = useTexts(boardTexts);
  const sizes = SIZES[density];
  const next = shownNext(row, slots);
  if (next.tokens.length === 0) return <p className={cn('text-ink-400', sizes.small)}>{t.noOneWaiting}</p>;
  return (
    <ol aria-label={t.nextFor({ name: row.name })} className={cn('grid w-max items-center gap-x-2.5 gap-y-1.5', sizes.nextGrid)}>
      {next.tokens.map((token) => (
        <li key={token} className={cn('rounded-lg bg-white/10 px-2.5 font-semibold leading-snug', sizes.next, stale ? 'text-ink-300' : 'text-white')}>
          <Token value={token} />
        </li>
      ))}
      {next.more > 0 && <li className={cn('whitespace-nowrap px-1 text-ink-300', sizes.small)}>{t.more({ count: next.more })}</li>}
    </ol>
  );
}

/**
 * One barber's line on the board: who they are and where their day stands, the token in the
 * chair, the next tokens in the order they will be called, and the live wait. The chair's token
 * is a polite live region: it changes only when someone sits down, so it is worth hearing.
 */
export function BarberRow({ row, stale, density, slots }: { row: BoardRow; stale: boolean; density: Density; slots: number }) {
  const t = useTexts(boardTexts);
  const sizes = SIZES[density];
  const titleId = `board-barber-${row.barberId}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(ROW, 'h-full min-h-0 overflow-hidden rounded-2xl ring-1', sizes.padX, sizes.padY, row.dimmed ? 'bg-ink-950 ring-white/10' : 'bg-ink-900 ring-white/15')}
    >
      <div className="flex min-w-0 items-center gap-3.5">
        {sizes.portrait && <Portrait src={row.photo} dimmed={row.dimmed} size={sizes.portrait} />}
        <div className="min-w-0">
          <h3 id={titleId} className={cn('truncate font-display font-semibold leading-tight', sizes.name, row.dimmed ? 'text-ink-200' : 'text-white')}>
            {row.name}
          </h3>
          {row.day && <p className={cn('truncate', sizes.small, row.day.closedForToday ? 'text-ink-300' : 'text-gold-300')}>{row.day.text}</p>}
        </div>
      </div>

      <p aria-live="polite" aria-atomic="true" className={cn('whitespace-nowrap font-bold leading-none', sizes.chair, stale ? 'text-ink-300' : 'text-white')}>
        <span className="sr-only">{t.inTheChair} </span>
        {row.serving !== null ? (
          <Token value={row.serving} />
        ) : row.day === null ? (
          <span className="block text-[0.6em] font-semibold text-ink-400">{t.free}</span>
        ) : (
          // Not working yet, on a break or done for the day: the chair is empty, not free to sit in.
          <span className="block text-[0.6em] font-semibold text-ink-400">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t.chairEmpty}</span>
          </span>
        )}
      </p>

      <div className="min-w-0">
        <NextTokens row={row} slots={slots} stale={stale} density={density} />
      </div>

      <Wait wait={row.wait} stale={stale} size={sizes.wait} />
    </article>
  );
}
