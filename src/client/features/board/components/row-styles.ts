import type { WaitColour } from '../../../../shared/domain/wait-label.js';
import type { Density } from '../logic/board-rows.js';

/**
 * The board's columns. Each row is a subgrid of one grid, so the columns line up down the board
 * and size to what they hold: the token in the chair, the next tokens and the wait at least as wide
 * as the widest of them (a five-digit token, '1 Hr 30 Mins'); the barber's name takes the rest,
 * sharing a little with the next tokens so the wait does not crowd them.
 */
export const BOARD_COLUMNS = 'grid grid-cols-[minmax(0,1fr)_max-content_minmax(max-content,0.45fr)_max-content] content-start gap-x-6';
export const ROW = 'col-span-full grid grid-cols-subgrid items-center';

export interface DensitySizes {
  /** Tallest a row grows to when there is room (a CSS length). */
  rowMax: string;
  /** A row's side padding, which the column headings share, and its top and bottom padding. */
  padX: string;
  padY: string;
  gap: string;
  portrait: string | null;
  name: string;
  /** The line under the name, and the small words ('No one waiting', '+3 more'). */
  small: string;
  chair: string;
  next: string;
  /** How the next tokens are set: two by two, or on one line. */
  nextGrid: string;
  wait: string;
}

/** Type and picture sizes for each density: as large as the rows have room for at any screen size. */
export const SIZES: Record<Density, DensitySizes> = {
  roomy: {
    rowMax: '9rem',
    padX: 'px-6',
    padY: 'py-3',
    gap: 'gap-y-3',
    portrait: 'size-16',
    name: 'text-3xl',
    small: 'text-lg',
    chair: 'text-[2.75rem]',
    next: 'text-2xl',
    nextGrid: 'grid-cols-[repeat(2,max-content)]',
    wait: 'text-3xl',
  },
  compact: {
    rowMax: '7rem',
    padX: 'px-5',
    padY: 'py-2',
    gap: 'gap-y-2.5',
    portrait: 'size-12',
    name: 'text-2xl',
    small: 'text-base',
    chair: 'text-4xl',
    next: 'text-xl',
    nextGrid: 'grid-cols-[repeat(2,max-content)]',
    wait: 'text-3xl',
  },
  dense: {
    rowMax: '5rem',
    padX: 'px-5',
    padY: 'py-1.5',
    gap: 'gap-y-2',
    portrait: 'size-10',
    name: 'text-xl',
    small: 'text-sm',
    chair: 'text-3xl',
    next: 'text-xl',
    nextGrid: 'grid-flow-col',
    wait: 'text-2xl',
  },
  tiny: {
    rowMax: '4rem',
    padX: 'px-4',
    padY: 'py-1',
    gap: 'gap-y-1.5',
    portrait: null,
    name: 'text-lg',
    small: 'text-sm',
    chair: 'text-2xl',
    next: 'text-lg',
    nextGrid: 'grid-flow-col',
    wait: 'text-xl',
  },
};

// The wait colours of docs/product/booking-rules.md#business-constants-and-limits, lightened for the dark board (each above 7:1 on charcoal).
export const WAIT_TEXT: Record<WaitColour, string> = {
  green: 'text-green-300',
  yellow: 'text-yellow-200',
  orange: 'text-orange-300',
  red: 'text-red-300',
  grey: 'text-ink-300',
};
