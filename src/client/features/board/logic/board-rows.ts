import type { Language } from '../../../../shared/constants.js';
import type { WaitColour } from '../../../../shared/domain/wait-label.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import type { Board } from '../../../../shared/schemas/board.js';
import { waitBadgeText } from '../../../components/barber/barber-status.js';
import { barberTexts, type BarberTexts } from '../../../components/barber/texts.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import { boardTexts, type BoardTexts } from '../texts.js';
import { dayState, type DayState } from './day-state.js';

/** The words the board's rows are written in: the board's own, the shared wait's, and their language. */
export interface BoardWords {
  board: Translation<BoardTexts>;
  barber: Translation<BarberTexts>;
  language: Language;
}

const ENGLISH: BoardWords = { board: boardTexts.en, barber: barberTexts.en, language: 'en' };

/** One barber's tile on the board. */
export interface BoardRow {
  barberId: number;
  name: string;
  photo: string;
  serving: number | null;
  next: number[];
  /** Waiting tokens beyond those in `next`. */
  more: number;
  /** The home card's wait words ('No Wait', '25 min', 'Not Available'), or null when there is no wait to give. */
  wait: { text: string; colour: WaitColour } | null;
  day: DayState | null;
  /** Not taking walk-ins now (unavailable, off or closed for today): drawn quieter than the others. */
  dimmed: boolean;
}

/**
 * The board's tiles from the public barber list and the board's tokens. Barbers keep the order
 * they were added in, so tiles never jump around on the wall. A barber the owner has made
 * unavailable is left out unless customers are still waiting for them or in their chair; the
 * wait is the one the home page's card shows (docs/product/booking-rules.md#business-constants-and-limits), left out when it cannot apply today.
 */
export function boardRows(barbers: readonly Barber[], board: Board | undefined, timeZone: string, words: BoardWords = ENGLISH): BoardRow[] {
  const chairs = new Map((board?.barbers ?? []).map((chair) => [chair.barberId, chair]));
  const rows: BoardRow[] = [];
  for (const barber of [...barbers].sort((a, b) => a.id - b.id)) {
    const chair = chairs.get(barber.id);
    const serving = chair?.serving ?? null;
    const next = chair?.next ?? [];
    const busy = serving !== null || next.length > 0;
    if (!barber.isAvailable && !busy) continue;
    const day = barber.isAvailable ? dayState(barber.availability, timeZone, words.board, words.language) : null;
    const closed = day?.closedForToday ?? false;
    rows.push({
      barberId: barber.id,
      name: barber.name,
      photo: barber.photo,
      serving,
      next,
      more: Math.max(0, (chair?.waiting ?? 0) - next.length),
      wait: closed ? null : waitBadgeText(barber, words.barber),
      day,
      dimmed: !barber.isAvailable || closed,
    });
  }
  return rows;
}

/** How tightly the board sets its rows: the more barbers, the smaller each row's type. */
export type Density = 'roomy' | 'compact' | 'dense' | 'tiny';

export interface BoardLayout {
  /** Side-by-side columns of rows. */
  columns: number;
  density: Density;
  /** Places for next tokens in a row; when more are waiting, the last place counts them ('+3 more'). */
  nextSlots: number;
}

/**
 * How the rows fill a landscape screen without scrolling: one row per barber, as large as there is
 * room for. Up to six rows keep four places for next tokens; beyond that the rows get smaller,
 * and past twelve barbers they split into two columns.
 */
export function boardLayout(count: number): BoardLayout {
  if (count <= 4) return { columns: 1, density: 'roomy', nextSlots: 4 };
  if (count <= 6) return { columns: 1, density: 'compact', nextSlots: 4 };
  if (count <= 9) return { columns: 1, density: 'dense', nextSlots: 3 };
  if (count <= 12) return { columns: 1, density: 'tiny', nextSlots: 3 };
  return { columns: 2, density: 'tiny', nextSlots: 2 };
}

/**
 * The next tokens a row shows in its places, in order, and how many waiting customers the last
 * place counts instead when they do not all fit ('+3 more'); 0 when every one is shown.
 */
export function shownNext(row: Pick<BoardRow, 'next' | 'more'>, slots: number): { tokens: number[]; more: number } {
  const total = row.next.length + row.more;
  const places = Math.max(1, slots);
  if (total <= places && row.next.length <= places) return { tokens: row.next.slice(), more: 0 };
  const tokens = row.next.slice(0, places - 1);
  return { tokens, more: total - tokens.length };
}
