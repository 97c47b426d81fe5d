import { describe, expect, it } from 'vitest';
import { barberTexts } from '../../../components/barber/texts.js';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { boardTexts } from '../texts.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import type { Board } from '../../../../shared/schemas/board.js';
import { boardLayout, boardRows, shownNext } from './board-rows.js';

const ZONE = 'Asia/Kolkata';

function barber(id: number, overrides: Partial<Barber> = {}): Barber {
  return {
    id,
    userId: id + 100,
    name: `Barber ${id}`,
    photo: `/images/barber-${id}.jpg`,
    bio: '',
    specialty: 'Barber',
    experience: 5,
    isAvailable: true,
    waitTime: 25,
    noWait: false,
    availability: { status: 'working', until: null, queueClosed: false },
    ...overrides,
  };
}

const board: Board = {
  barbers: [
    { barberId: 1, serving: 11, next: [12, 14, 13, 15], waiting: 6 },
    { barberId: 2, serving: null, next: [], waiting: 0 },
    { barberId: 3, serving: 21, next: [], waiting: 0 },
  ],
};

describe('the board’s tiles', () => {
  it('keeps the barbers in the order they were added, with their tokens, waits and what is beyond the list', () => {
    const rows = boardRows([barber(2, { noWait: true }), barber(1)], board, ZONE);
    expect(rows.map((row) => row.barberId)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({ serving: 11, next: [12, 14, 13, 15], more: 2, wait: { text: '25 min', colour: 'yellow' }, day: null, dimmed: false });
    expect(rows[1]).toMatchObject({ serving: null, next: [], more: 0, wait: { text: 'No Wait', colour: 'green' } });
  });

  it('leaves out an unavailable barber with nobody waiting, and dims one who still has customers', () => {
    const rows = boardRows([barber(2, { isAvailable: false }), barber(3, { isAvailable: false })], board, ZONE);
    expect(rows.map((row) => row.barberId)).toEqual([3]);
    expect(rows[0]).toMatchObject({ serving: 21, wait: { text: 'Not Available', colour: 'grey' }, dimmed: true });
  });

  it('keeps the wait beside a break, and drops it for a barber who takes nobody else today', () => {
    const onBreak = barber(1, { availability: { status: 'on_break', until: '2026-11-21T09:45:00.000Z', queueClosed: false } });
    const off = barber(2, { availability: { status: 'day_off', until: null, queueClosed: false } });
    const [breakRow, offRow] = boardRows([onBreak, off], board, ZONE);
    expect(breakRow).toMatchObject({ day: { text: 'On break until 3:15 PM' }, wait: { text: '25 min' }, dimmed: false });
    expect(offRow).toMatchObject({ day: { text: 'Not working today' }, wait: null, dimmed: true });
  });

  it('writes the waits and days in Hindi when given its words', async () => {
    await loadTranslations('hi');
    const words = { board: textsIn(boardTexts, 'hi'), barber: textsIn(barberTexts, 'hi'), language: 'hi' as const };
    const onBreak = barber(1, { availability: { status: 'on_break', until: '2026-11-21T09:45:00.000Z', queueClosed: false } });
    const [breakRow, freeRow] = boardRows([onBreak, barber(2, { noWait: true })], board, ZONE, words);
    expect(breakRow).toMatchObject({ day: { text: '3:15 pm तक ब्रेक पर' }, wait: { text: '25 मिनट', colour: 'yellow' } });
    expect(freeRow).toMatchObject({ wait: { text: 'कोई इंतज़ार नहीं', colour: 'green' } });
  });

  it('shows barbers before the tokens arrive, with empty chairs', () => {
    expect(boardRows([barber(1)], undefined, ZONE)[0]).toMatchObject({ serving: null, next: [], more: 0 });
  });

  it('sets one row per barber, smaller and then in two columns as the shop grows', () => {
    expect([1, 4, 5, 6, 7, 9, 10, 12, 13].map((count) => boardLayout(count))).toEqual([
      { columns: 1, density: 'roomy', nextSlots: 4 },
      { columns: 1, density: 'roomy', nextSlots: 4 },
      { columns: 1, density: 'compact', nextSlots: 4 },
      { columns: 1, density: 'compact', nextSlots: 4 },
      { columns: 1, density: 'dense', nextSlots: 3 },
      { columns: 1, density: 'dense', nextSlots: 3 },
      { columns: 1, density: 'tiny', nextSlots: 3 },
      { columns: 1, density: 'tiny', nextSlots: 3 },
      { columns: 2, density: 'tiny', nextSlots: 2 },
    ]);
  });

  it('fills the places with next tokens, and gives the last one to a count when more are waiting', () => {
    expect(shownNext({ next: [12, 14, 13, 15], more: 0 }, 4)).toEqual({ tokens: [12, 14, 13, 15], more: 0 });
    expect(shownNext({ next: [12, 14, 13, 15], more: 2 }, 4)).toEqual({ tokens: [12, 14, 13], more: 3 });
    expect(shownNext({ next: [12, 14, 13, 15], more: 0 }, 3)).toEqual({ tokens: [12, 14], more: 2 });
    expect(shownNext({ next: [12], more: 0 }, 2)).toEqual({ tokens: [12], more: 0 });
    expect(shownNext({ next: [], more: 0 }, 2)).toEqual({ tokens: [], more: 0 });
  });
});
