import { describe, expect, it } from 'vitest';
import { boardBarberSchema, boardSchema, type Board } from '../../src/shared/schemas/board.js';
import { book, putStatus, TODAY, TOMORROW, useOpenShop } from './booking-helpers.js';

const NAMES = ['Asha Verma', 'Meera Nair', 'Kabir Khan', 'Rohan Das', 'Tara Singh', 'Dev Patel', 'Isha Rao', 'Neel Joshi'];
const PHONES = ['9876500001', '9876500002', '9876500003', '9876500004', '9876500005', '9876500006', '9876500007', '9876500008'];

describe('the shop board (GET /api/board)', () => {
  const s = useOpenShop();

  const getBoard = async (cookie?: string): Promise<{ body: string; board: Board }> => {
    const response = await s.t.app.inject({ method: 'GET', url: '/api/board', ...(cookie ? { headers: { cookie } } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, board: boardSchema.parse(response.json()) };
  };
  const chairOf = (board: Board, barberId: number) => board.barbers.find((barber) => barber.barberId === barberId);

  let customer = 0;
  /** A booking under the next of the customers above. */
  const bookNext = (input: { barberId: number; services: number[]; slotDate?: string; slotTime?: string }) => {
    const index = customer++ % NAMES.length;
    return book(s.t, { ...input, customerName: NAMES[index] ?? 'Asha Verma', customerPhone: PHONES[index] ?? '9876500001' });
  };

  it('lists every barber with an empty chair on a quiet morning, in the order they were added', async () => {
    const { board } = await getBoard();
    expect(board.barbers).toEqual([
      { barberId: s.shop.barberA.id, serving: null, next: [], waiting: 0 },
      { barberId: s.shop.barberB.id, serving: null, next: [], waiting: 0 },
    ]);
  });

  it("shows the token in the chair and today's next tokens in the plan's order, not the tokens' order", async () => {
    customer = 0;
    const { barberA, barberB, haircut, colour } = s.shop;
    // 10:00. In the chair until 10:30; a slot pinned at 11:00; a 30-minute walk-in fits before the
    // slot, a 60-minute one does not and goes after it.
    const inChair = await bookNext({ barberId: barberA.id, services: [haircut.id] });
    await putStatus(s.t, inChair.id, { status: 'serving' }, s.barberA);
    const slot = await bookNext({ barberId: barberA.id, services: [haircut.id], slotDate: TODAY, slotTime: '11:00' });
    const short = await bookNext({ barberId: barberA.id, services: [haircut.id] });
    const long = await bookNext({ barberId: barberA.id, services: [colour.id] });
    const tomorrow = await bookNext({ barberId: barberA.id, services: [haircut.id], slotDate: TOMORROW, slotTime: '09:30' });
    const later = [await bookNext({ barberId: barberA.id, services: [haircut.id] }), await bookNext({ barberId: barberA.id, services: [haircut.id] })];
    const other = await bookNext({ barberId: barberB.id, services: [haircut.id] });

    const { body, board } = await getBoard();
    expect(chairOf(board, barberA.id)).toEqual({
      barberId: barberA.id,
      serving: inChair.id,
      // Plan order: 10:30 walk-in, 11:00 slot, then the hour-long walk-in; at most four.
      next: [short.id, slot.id, long.id, later[0]?.id],
      // Tomorrow's slot is not waiting in the shop today.
      waiting: 5,
    });
    expect(chairOf(board, barberA.id)?.next).not.toContain(tomorrow.id);
    expect(chairOf(board, barberB.id)).toEqual({ barberId: barberB.id, serving: null, next: [other.id], waiting: 1 });

    // Token numbers only: nothing about who the customers are, in any field.
    for (const text of [...NAMES, ...PHONES, ...NAMES.map((name) => name.split(' ')[0] ?? name)]) expect(body).not.toContain(text);
    for (const barber of board.barbers) expect(Object.keys(barber).sort()).toEqual(Object.keys(boardBarberSchema.shape).sort());
  });

  it('moves on at once when the barber finishes and takes the next customer', async () => {
    customer = 0;
    const { barberA, haircut } = s.shop;
    const first = await bookNext({ barberId: barberA.id, services: [haircut.id] });
    const second = await bookNext({ barberId: barberA.id, services: [haircut.id] });
    await putStatus(s.t, first.id, { status: 'serving' }, s.barberA);
    expect(chairOf((await getBoard()).board, barberA.id)).toMatchObject({ serving: first.id, next: [second.id] });

    await putStatus(s.t, first.id, { status: 'completed' }, s.barberA);
    await putStatus(s.t, second.id, { status: 'serving' }, s.barberA);
    expect(chairOf((await getBoard()).board, barberA.id)).toMatchObject({ serving: second.id, next: [], waiting: 0 });
  });

  it('is the same public answer for staff, and leaves out a deleted barber', async () => {
    const { barberB } = s.shop;
    expect((await getBoard(s.admin)).body).toBe((await getBoard()).body);
    const deleted = await s.t.app.inject({ method: 'DELETE', url: `/api/barbers/${barberB.id}`, headers: { cookie: s.admin } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { board } = await getBoard();
    expect(board.barbers.map((barber) => barber.barberId)).toEqual([s.shop.barberA.id]);
  });
});
