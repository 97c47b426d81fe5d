import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, MESSAGE_MAX_ATTEMPTS } from '../constants.js';
import {
  isQuietTime,
  mayRetry,
  messageText,
  notificationText,
  planDecisions,
  quietTimeEnd,
  retryDelayMs,
  TEMPLATE_PARAMS,
  type MessageState,
} from './message-rules.js';
import { planBarberDay, type PlanBooking } from './plan-barber-day.js';

const MINUTE = 60_000;
const NOW = Date.parse('2026-11-21T15:00:00+05:30');

const walkIn = (id: number, minutes = 30): PlanBooking => ({
  id,
  bookingType: 'queue',
  status: 'waiting',
  durationMin: minutes,
  slotStart: null,
  servingStartedAt: null,
  adjustmentMin: 0,
});
const inChair = (id: number, minutes: number, startedMinutesAgo: number): PlanBooking => ({
  ...walkIn(id, minutes),
  status: 'serving',
  servingStartedAt: NOW - startedMinutesAgo * MINUTE,
});

function state(bookingId: number, overrides: Partial<MessageState> = {}): MessageState {
  return {
    bookingId,
    bookingType: 'queue',
    status: 'waiting',
    toldStart: null,
    movesTold: 0,
    turnNearAt: null,
    afterHoursAt: null,
    messagesStopped: false,
    ...overrides,
  };
}

describe('planDecisions', () => {
  // In the chair: 30 minutes, 10 gone. Waiting: 2 at 15:20, 3 at 15:50, 4 at 16:20.
  const plan = planBarberDay(NOW, [inChair(1, 30, 10), walkIn(2), walkIn(3), walkIn(4)]);
  const startOf = (id: number) => plan.entries.find((entry) => entry.bookingId === id)?.start ?? NaN;

  it('tells the walk-in next in line that their turn is near, and no one further back', () => {
    const told = { toldStart: NOW, turnNearAt: null };
    const decisions = planDecisions(plan, [state(2, { toldStart: startOf(2) }), state(3, { ...told, toldStart: startOf(3) }), state(4, { toldStart: startOf(4) })], 15);
    expect(decisions).toEqual([{ kind: 'turn_near', bookingId: 2, start: startOf(2) }]);
  });

  it('tells a walk-in pushed past the end of the barber’s day so, once, and nothing else', () => {
    // The day ends at 16:00: token 3 (15:50-16:20) and token 4 no longer fit.
    const hours = { working: [{ start: NOW - 60 * MINUTE, end: NOW + 60 * MINUTE }], dayEnd: NOW + 60 * MINUTE };
    const late = planBarberDay(NOW, [inChair(1, 30, 10), walkIn(2), walkIn(3), walkIn(4)], hours);
    const startOfLate = (id: number) => late.entries.find((entry) => entry.bookingId === id)?.start ?? NaN;
    const states = [2, 3, 4].map((id) => state(id, { toldStart: startOfLate(id), turnNearAt: NOW }));
    expect(planDecisions(late, states, 15)).toEqual([
      { kind: 'after_hours', bookingId: 3 },
      { kind: 'after_hours', bookingId: 4 },
    ]);
    const told = states.map((told) => ({ ...told, afterHoursAt: NOW }));
    expect(planDecisions(late, told, 15)).toEqual([]);
  });

  it('leaves a slot the barber’s hours left outside to the barber, without telling its customer', () => {
    // The barber works until 16:00; a slot was booked for 16:30 before that.
    const hours = { working: [{ start: NOW - 60 * MINUTE, end: NOW + 60 * MINUTE }], dayEnd: NOW + 60 * MINUTE };
    const slot: PlanBooking = { ...walkIn(5), bookingType: 'slot', slotStart: NOW + 90 * MINUTE };
    const outside = planBarberDay(NOW, [slot], hours);
    expect(outside.entries[0]?.outsideHours).toBe(true);
    const decisions = planDecisions(outside, [state(5, { bookingType: 'slot', toldStart: NOW + 90 * MINUTE, turnNearAt: NOW })], 15);
    expect(decisions).toEqual([]);
  });

  it('tells a booking whose start is within the setting, wherever it is in line', () => {
    const decisions = planDecisions(plan, [state(2, { turnNearAt: NOW, toldStart: startOf(2) }), state(3, { toldStart: startOf(3) })], 50);
    expect(decisions).toEqual([{ kind: 'turn_near', bookingId: 3, start: startOf(3) }]);
  });

  it('does not tell a slot booked for later that its turn is near because it is first in line', () => {
    const slotPlan = planBarberDay(NOW, [{ ...walkIn(7), bookingType: 'slot', slotStart: NOW + 120 * MINUTE }]);
    const slot = state(7, { bookingType: 'slot', toldStart: NOW + 120 * MINUTE });
    expect(planDecisions(slotPlan, [slot], 15)).toEqual([]);
  });

  it('tells of a start 10 or more minutes earlier, numbering the move, and not of 9', () => {
    const earlier = state(4, { toldStart: startOf(4) + 10 * MINUTE, movesTold: 2 });
    expect(planDecisions(plan, [state(2, { turnNearAt: NOW, toldStart: startOf(2) }), earlier], 15)).toEqual([
      { kind: 'moved_earlier', bookingId: 4, start: startOf(4), move: 3, told: startOf(4) + 10 * MINUTE },
    ]);
    const nine = state(4, { toldStart: startOf(4) + 9 * MINUTE });
    expect(planDecisions(plan, [state(2, { turnNearAt: NOW, toldStart: startOf(2) }), nine], 15)).toEqual([]);
  });

  it('tells of a start 15 or more minutes later, and not of 14', () => {
    const later = state(4, { toldStart: startOf(4) - 15 * MINUTE });
    expect(planDecisions(plan, [state(2, { turnNearAt: NOW, toldStart: startOf(2) }), later], 15)).toEqual([
      { kind: 'running_late', bookingId: 4, start: startOf(4), move: 1, told: startOf(4) - 15 * MINUTE },
    ]);
    const fourteen = state(4, { toldStart: startOf(4) - 14 * MINUTE });
    expect(planDecisions(plan, [state(2, { turnNearAt: NOW, toldStart: startOf(2) }), fourteen], 15)).toEqual([]);
  });

  it('after "turn is near" still tells of a later start, but not of an earlier one', () => {
    const came = { turnNearAt: NOW - 5 * MINUTE };
    expect(planDecisions(plan, [state(2, { ...came, toldStart: startOf(2) + 20 * MINUTE })], 15)).toEqual([]);
    expect(planDecisions(plan, [state(2, { ...came, toldStart: startOf(2) - 20 * MINUTE })], 15)).toMatchObject([{ kind: 'running_late', bookingId: 2 }]);
  });

  it('tells no move to a walk-in whose turn has come and who waits for the barber to start', () => {
    const idle = planBarberDay(NOW, [walkIn(5)]);
    expect(planDecisions(idle, [state(5, { turnNearAt: NOW - 60 * MINUTE, toldStart: NOW - 60 * MINUTE })], 15)).toEqual([]);
  });

  it('records a start never told without a message, and decides nothing for stopped or unknown bookings', () => {
    expect(planDecisions(plan, [state(2, { turnNearAt: NOW, toldStart: startOf(2) }), state(3)], 15)).toEqual([{ kind: 'baseline', bookingId: 3, start: startOf(3) }]);
    expect(planDecisions(plan, [state(2, { messagesStopped: true }), state(3, { messagesStopped: true })], 15)).toEqual([]);
    expect(planDecisions(plan, [], 15)).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('are 22:00 to 07:00 shop time', () => {
    expect(isQuietTime(Date.parse('2026-11-21T21:59:00+05:30'), 'Asia/Kolkata')).toBe(false);
    expect(isQuietTime(Date.parse('2026-11-21T22:00:00+05:30'), 'Asia/Kolkata')).toBe(true);
    expect(isQuietTime(Date.parse('2026-11-22T06:59:00+05:30'), 'Asia/Kolkata')).toBe(true);
    expect(isQuietTime(Date.parse('2026-11-22T07:00:00+05:30'), 'Asia/Kolkata')).toBe(false);
    // 23:00 in London is 04:30 the next morning in Kolkata.
    expect(isQuietTime(Date.parse('2026-11-21T15:00:00Z'), 'Europe/London')).toBe(false);
    expect(isQuietTime(Date.parse('2026-11-21T23:00:00Z'), 'Asia/Kolkata')).toBe(true);
  });

  it('end at the next 07:00, the same night or the next morning, across a daylight-saving change', () => {
    expect(quietTimeEnd(Date.parse('2026-11-21T23:30:00+05:30'), 'Asia/Kolkata')).toBe(Date.parse('2026-11-22T07:00:00+05:30'));
    expect(quietTimeEnd(Date.parse('2026-11-22T02:00:00+05:30'), 'Asia/Kolkata')).toBe(Date.parse('2026-11-22T07:00:00+05:30'));
    // Europe/Berlin moves from +01:00 to +02:00 at 02:00 on 29 March 2026.
    expect(quietTimeEnd(Date.parse('2026-03-28T23:00:00+01:00'), 'Europe/Berlin')).toBe(Date.parse('2026-03-29T07:00:00+02:00'));
  });
});

describe('retries', () => {
  it('wait 30 s doubling up to 30 minutes, with at most a fifth more, and stop at the bound', () => {
    expect(retryDelayMs(1, 0)).toBe(30_000);
    expect(retryDelayMs(2, 0)).toBe(60_000);
    expect(retryDelayMs(3, 1)).toBe(144_000);
    expect(retryDelayMs(20, 0)).toBe(30 * MINUTE);
    expect(retryDelayMs(20, 1)).toBe(36 * MINUTE);
    expect(mayRetry(MESSAGE_MAX_ATTEMPTS - 1)).toBe(true);
    expect(mayRetry(MESSAGE_MAX_ATTEMPTS)).toBe(false);
  });
});

describe('message texts', () => {
  it('carry every value their template takes, and no other', () => {
    const params = { token: '42', time: '3:40 PM', barber: 'Ravi Kumar', link: 'https://shop.example/track?booking=42&token=t' };
    for (const kind of MESSAGE_KINDS) {
      const text = messageText(kind, params);
      for (const key of TEMPLATE_PARAMS[kind]) expect(text, kind).toContain(params[key]);
      if (!TEMPLATE_PARAMS[kind].includes('barber')) expect(text, kind).not.toContain('Ravi');
      if (!TEMPLATE_PARAMS[kind].includes('time')) expect(text, kind).not.toContain('3:40');
    }
    expect(messageText('turn_near', params)).toBe(
      'Your turn is near: token #42 is expected at 3:40 PM. Please come to the shop. https://shop.example/track?booking=42&token=t',
    );
  });

  it('leave the link out of a notification, whose tap opens it', () => {
    const params = { token: '42', time: '3:40 PM', barber: 'Ravi Kumar', link: 'https://shop.example/track?booking=42&token=t' };
    for (const kind of MESSAGE_KINDS) {
      const text = notificationText(kind, params);
      expect(text, kind).not.toContain('shop.example');
      expect(text, kind).toMatch(/[.!]$/);
      expect(messageText(kind, params).startsWith(text), kind).toBe(true);
    }
    expect(notificationText('turn_near', params)).toBe('Your turn is near: token #42 is expected at 3:40 PM. Please come to the shop.');
    expect(notificationText('confirmation', params)).toBe('Booking confirmed: token #42 with Ravi Kumar, expected at 3:40 PM.');
  });
});
