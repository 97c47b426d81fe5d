import { describe, expect, it } from 'vitest';
import { loadTranslations, textsIn } from '../../../lib/i18n/catalogue.js';
import { boardTexts } from '../texts.js';
import { dayState } from './day-state.js';

const KOLKATA = 'Asia/Kolkata';
/** 15:15 in Kolkata; 09:45 in UTC. */
const AT_3_15_PM = '2026-11-21T09:45:00.000Z';

describe('the board words where a barber’s day stands', () => {
  it('says nothing while the barber is working', () => {
    expect(dayState({ status: 'working', until: null, queueClosed: false }, KOLKATA)).toBeNull();
  });

  it("gives a break's end and a late start in the shop's zone", () => {
    expect(dayState({ status: 'on_break', until: AT_3_15_PM, queueClosed: false }, KOLKATA)).toEqual({
      text: 'On break until 3:15 PM',
      closedForToday: false,
    });
    expect(dayState({ status: 'not_started', until: '2026-11-21T05:30:00.000Z', queueClosed: false }, KOLKATA)).toEqual({
      text: 'Starts at 11:00 AM',
      closedForToday: false,
    });
    // In another zone the same instant is another wall time.
    expect(dayState({ status: 'on_break', until: AT_3_15_PM, queueClosed: false }, 'UTC')?.text).toBe('On break until 9:45 AM');
  });

  it('says a day off and a closed queue, the day off first', () => {
    expect(dayState({ status: 'day_off', until: null, queueClosed: true }, KOLKATA)).toEqual({ text: 'Not working today', closedForToday: true });
    expect(dayState({ status: 'day_over', until: null, queueClosed: false }, KOLKATA)).toEqual({
      text: 'Queue closed for today',
      closedForToday: true,
    });
    expect(dayState({ status: 'working', until: null, queueClosed: true }, KOLKATA)?.text).toBe('Queue closed for today');
  });

  it("in Hindi, a break's end in the shop's zone", async () => {
    await loadTranslations('hi');
    const hi = textsIn(boardTexts, 'hi');
    expect(dayState({ status: 'on_break', until: AT_3_15_PM, queueClosed: false }, KOLKATA, hi, 'hi')?.text).toBe('3:15 pm तक ब्रेक पर');
    expect(dayState({ status: 'day_off', until: null, queueClosed: false }, KOLKATA, hi, 'hi')?.text).toBe('आज छुट्टी पर');
  });

  it('words a break or a start without a time', () => {
    expect(dayState({ status: 'on_break', until: null, queueClosed: false }, KOLKATA)?.text).toBe('On a break');
    expect(dayState({ status: 'not_started', until: null, queueClosed: false }, KOLKATA)?.text).toBe('Starts later today');
  });
});
