import { describe, expect, test } from 'vitest';
import type { Availability } from '../../../shared/schemas/hours.js';
import { loadTranslations, textsIn } from '../../lib/i18n/catalogue.js';
import { barberStatus, barberStatusText, takesWalkInsToday, waitBadgeText, waitText } from './barber-status.js';
import { barberTexts } from './texts.js';

const KOLKATA = 'Asia/Kolkata';
// A half-hour-offset zone: 09:45 UTC is 15:15 in Kolkata.
const BACK = '2026-11-24T09:45:00.000Z';

function barber(availability: Partial<Availability>, rest: Partial<{ isAvailable: boolean; waitTime: number; noWait: boolean }> = {}) {
  return {
    isAvailable: true,
    waitTime: 25,
    noWait: false,
    ...rest,
    availability: { status: 'working' as const, until: null, queueClosed: false, ...availability },
  };
}

describe('barberStatus', () => {
  test('a working barber shows the documented wait', () => {
    expect(barberStatus(barber({}), KOLKATA)).toEqual({ kind: 'wait', text: '25 min', colour: 'yellow' });
    expect(barberStatus(barber({}, { noWait: true }), KOLKATA)).toEqual({ kind: 'wait', text: 'No Wait', colour: 'green' });
  });

  test('a break shows when the barber is back, in the shop zone', () => {
    expect(barberStatus(barber({ status: 'on_break', until: BACK }), KOLKATA)).toEqual({
      kind: 'on_break',
      text: 'Back at 3:15 PM',
      colour: 'yellow',
    });
    expect(barberStatus(barber({ status: 'on_break', until: BACK }), 'Europe/London').text).toBe('Back at 9:45 AM');
  });

  test('a day that has not started shows its start', () => {
    expect(barberStatus(barber({ status: 'not_started', until: '2026-11-24T05:30:00.000Z' }), KOLKATA).text).toBe('Starts at 11:00 AM');
  });

  test('without a time the words still say what is going on', () => {
    expect(barberStatus(barber({ status: 'on_break' }), KOLKATA).text).toBe('On a break');
    expect(barberStatus(barber({ status: 'not_started' }), KOLKATA).text).toBe('Starts later today');
  });

  test('a day off and a closed queue', () => {
    expect(barberStatus(barber({ status: 'day_off' }), KOLKATA)).toEqual({ kind: 'day_off', text: 'Not working today', colour: 'grey' });
    expect(barberStatus(barber({ status: 'day_over' }), KOLKATA).text).toBe('Queue closed for today');
    expect(barberStatus(barber({ status: 'working', queueClosed: true }), KOLKATA).text).toBe('Queue closed for today');
  });

  test('last call passed during a break: the queue is closed, not the break, is what matters to a walk-in', () => {
    expect(barberStatus(barber({ status: 'on_break', until: BACK, queueClosed: true }), KOLKATA).kind).toBe('queue_closed');
  });

  test('a day off wins over a closed queue', () => {
    expect(barberStatus(barber({ status: 'day_off', queueClosed: true }), KOLKATA).kind).toBe('day_off');
  });

  test('an unavailable barber is Not Available whatever the day says', () => {
    expect(barberStatus(barber({ status: 'on_break', until: BACK }, { isAvailable: false }), KOLKATA)).toEqual({
      kind: 'wait',
      text: 'Not Available',
      colour: 'grey',
    });
  });
});

describe('barberStatusText', () => {
  test('the wait keeps its WAIT: label, a status stands alone', () => {
    expect(barberStatusText(barberStatus(barber({}), KOLKATA))).toBe('WAIT: 25 min');
    expect(barberStatusText(barberStatus(barber({ status: 'day_off' }), KOLKATA))).toBe('Not working today');
  });
});

describe('the wait in words', () => {
  test('in English, the documented forms', () => {
    const shown: [number, string][] = [
      [Number.NaN, '0 min'], [-5, '0 min'], [0, '0 min'], [0.2, '1 min'], [1, '1 min'], [25, '25 min'], [59.5, '1 Hr'],
      [60, '1 Hr'], [61, '1 Hr 1 Mins'], [90, '1 Hr 30 Mins'], [120, '2 Hr'], [135, '2 Hr 15 Mins'], [600, '10 Hr'],
    ];
    for (const [minutes, text] of shown) expect(waitText(minutes)).toBe(text);
  });

  test('the badge prefers Not Available, then No Wait, and colours by wait at the documented boundaries', () => {
    const badge = (waitTime: number, noWait = false, isAvailable = true) => waitBadgeText({ isAvailable, waitTime, noWait });
    expect(badge(0, true, false)).toEqual({ text: 'Not Available', colour: 'grey' });
    expect(badge(45, true)).toEqual({ text: 'No Wait', colour: 'green' });
    expect(badge(0, true)).toEqual(badge(0, false));
    expect([0, 1, 1.9, Number.NaN].map((wait) => badge(wait).text)).toEqual(['No Wait', 'No Wait', 'No Wait', 'No Wait']);
    expect(badge(2)).toEqual({ text: '2 min', colour: 'green' });
    expect(badge(5)).toEqual({ text: '5 min', colour: 'green' });
    expect(badge(75)).toEqual({ text: '1 Hr 15 Mins', colour: 'orange' });
    expect(badge(120)).toEqual({ text: '2 Hr', colour: 'red' });
  });

  test('in Hindi, with the hour singular or plural', async () => {
    await loadTranslations('hi');
    const hi = textsIn(barberTexts, 'hi');
    expect(waitText(25, hi)).toBe('25 मिनट');
    expect(waitText(60, hi)).toBe('1 घंटा');
    expect(waitText(75, hi)).toBe('1 घंटा 15 मिनट');
    expect(waitText(150, hi)).toBe('2 घंटे 30 मिनट');
    expect(barberStatusText(barberStatus(barber({}), KOLKATA, hi, 'hi'), hi)).toBe('इंतज़ार: 25 मिनट');
    expect(barberStatus(barber({}, { noWait: true }), KOLKATA, hi, 'hi').text).toBe('कोई इंतज़ार नहीं');
  });

  test("in Hindi, a break's end in the shop's zone, a half-hour offset from UTC", async () => {
    await loadTranslations('hi');
    const hi = textsIn(barberTexts, 'hi');
    expect(barberStatus(barber({ status: 'on_break', until: BACK }), KOLKATA, hi, 'hi').text).toBe('3:15 pm पर लौटेंगे');
    expect(barberStatus(barber({ status: 'day_off' }), KOLKATA, hi, 'hi').text).toBe('आज छुट्टी पर');
  });
});

describe('takesWalkInsToday', () => {
  test('working, on a break or not started yet: yes', () => {
    expect(takesWalkInsToday(barber({}))).toBe(true);
    expect(takesWalkInsToday(barber({ status: 'on_break', until: BACK }))).toBe(true);
    expect(takesWalkInsToday(barber({ status: 'not_started', until: BACK }))).toBe(true);
  });

  test('a day off, a finished day, a closed queue or an unavailable barber: no', () => {
    expect(takesWalkInsToday(barber({ status: 'day_off' }))).toBe(false);
    expect(takesWalkInsToday(barber({ status: 'day_over' }))).toBe(false);
    expect(takesWalkInsToday(barber({ queueClosed: true }))).toBe(false);
    expect(takesWalkInsToday(barber({}, { isAvailable: false }))).toBe(false);
  });
});
