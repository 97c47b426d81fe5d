import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings, walkInRefusals } from '../../src/server/db/schema.js';
import { book, expectError, postBooking, useOpenShop } from './booking-helpers.js';

/**
 * A walk-in answered last call on the booking form is written down for the owner's numbers
 * (docs/product/money.md, The owner's numbers): once per request, after the refused transaction,
 * and a failure to write it never changes the answer.
 */
describe('walk-ins refused at last call', () => {
  const s = useOpenShop();
  /** 17:45 in a shop that closes at 18:00: a 30-minute haircut no longer fits anyone's day. */
  const LATE = '2026-11-21T17:45:00+05:30';

  beforeEach(() => {
    s.t.clock.set(LATE);
  });

  const refusals = () =>
    s.t.ctx.db
      .select({ barberId: walkInRefusals.barberId, reason: walkInRefusals.reason, at: walkInRefusals.at })
      .from(walkInRefusals)
      .orderBy(asc(walkInRefusals.id));

  it('records each refusal with the barber asked for, or none for "any barber"', async () => {
    const { barberA, haircut } = s.shop;
    expectError(await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] }), 409, 'LAST_CALL');
    s.t.clock.advance(1);
    expectError(await postBooking(s.t, { barberId: 'any' as unknown as number, customerPhone: '9876500002', services: [haircut.id] }), 409, 'LAST_CALL');
    expect(await refusals()).toEqual([
      { barberId: barberA.id, reason: 'last_call', at: new Date(LATE) },
      { barberId: null, reason: 'last_call', at: new Date(Date.parse(LATE) + 60_000) },
    ]);
    expect(await s.t.ctx.db.select().from(bookings)).toHaveLength(0);
  });

  it('counts a retried request once, by its Idempotency-Key', async () => {
    const { barberA, haircut } = s.shop;
    const input = { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] };
    const key = { 'idempotency-key': 'refused-walk-in-key-0001' };
    const answers = await Promise.all([postBooking(s.t, input, key), postBooking(s.t, input, key)]);
    for (const answer of answers) expectError(answer, 409, 'LAST_CALL');
    expectError(await postBooking(s.t, input, key), 409, 'LAST_CALL');
    expect(await refusals()).toHaveLength(1);
    expectError(await postBooking(s.t, input, { 'idempotency-key': 'refused-walk-in-key-0002' }), 409, 'LAST_CALL');
    expect(await refusals()).toHaveLength(2);
  });

  it('records nothing for a walk-in taken, or a slot', async () => {
    const { barberA, haircut } = s.shop;
    s.t.clock.set('2026-11-21T12:00:00+05:30');
    await book(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] });
    expect(await refusals()).toEqual([]);
  });

  it('answers last call all the same when the refusal cannot be written', async () => {
    const owner = s.t.owner;
    if (!owner) throw new Error('the test needs the tables’ owner');
    await owner.execute(`create function refuse_refusals() returns trigger language plpgsql as $$ begin raise exception 'no refusals today'; end $$`);
    await owner.execute('create trigger refuse_refusals before insert on walk_in_refusals for each row execute function refuse_refusals()');
    try {
      const { barberA, haircut } = s.shop;
      const refused = expectError(await postBooking(s.t, { barberId: barberA.id, customerPhone: '9876500001', services: [haircut.id] }), 409, 'LAST_CALL');
      expect(refused.message).toBe('Ravi Kumar cannot take another walk-in today.');
      expect(await refusals()).toEqual([]);
    } finally {
      await owner.execute('drop trigger refuse_refusals on walk_in_refusals');
      await owner.execute('drop function refuse_refusals()');
    }
  });
});
