import { describe, expect, it } from 'vitest';
import { applyDecision } from '../../src/server/messages/apply-decision.js';
import { useOutboxShop } from './outbox-helpers.js';

// A move is told only against the start the customer holds (docs/decisions/0007-messages-outbox.md):
// a look from rows older than another instance's message judged it against an earlier one.
const { s, walkIn, run, rowsOf } = useOutboxShop();

describe('a move judged against a start the customer no longer holds', () => {
  it('writes nothing, and the same move judged against the start told is written once', async () => {
    await walkIn();
    const second = await walkIn();
    await run();
    const [booking] = await s.t.ctx.db.query.bookings.findMany({ where: (row, { eq }) => eq(row.id, second.id) });
    const told = booking?.toldStart?.getTime();
    if (told === undefined) throw new Error('the second walk-in was told no start');
    const now = s.t.clock.now;
    const late = { kind: 'running_late' as const, bookingId: second.id, start: told + 20 * 60_000, move: 1 };

    expect(await applyDecision(s.t.ctx, { ...late, told: told - 10 * 60_000 }, 'Asia/Kolkata', now)).toBe(false);
    expect((await rowsOf(second.id)).map((row) => row.kind)).toEqual(['confirmation']);

    expect(await applyDecision(s.t.ctx, { ...late, told }, 'Asia/Kolkata', now)).toBe(true);
    expect(await applyDecision(s.t.ctx, { ...late, told }, 'Asia/Kolkata', now)).toBe(false);
    expect((await rowsOf(second.id)).map((row) => row.kind)).toEqual(['confirmation', 'running_late']);
  });
});
