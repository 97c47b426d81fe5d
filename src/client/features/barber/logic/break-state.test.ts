import { describe, expect, test } from 'vitest';
import { loadTranslations } from '../../../lib/i18n/catalogue.js';
import { breakState, breakText } from './break-state.js';

const KOLKATA = 'Asia/Kolkata';
// 09:30 UTC is 15:00 in Kolkata, a half-hour-offset zone.
const at = (utc: string) => Date.parse(`2026-11-24T${utc}:00.000Z`);
const brk = { start: '2026-11-24T09:30:00.000Z', end: '2026-11-24T09:45:00.000Z' };

describe('breakState', () => {
  test('no break', () => {
    expect(breakState(null, at('09:00'))).toEqual({ kind: 'none' });
  });

  test('in progress from its start until its end', () => {
    expect(breakState(brk, at('09:30'))).toEqual({ kind: 'on', end: brk.end });
    expect(breakState(brk, at('09:44'))).toEqual({ kind: 'on', end: brk.end });
  });

  test('planned while its start is ahead (after the customer in the chair)', () => {
    expect(breakState(brk, at('09:10'))).toEqual({ kind: 'planned', start: brk.start, end: brk.end });
  });

  test('over once its end has come, before the server says so', () => {
    expect(breakState(brk, at('09:45'))).toEqual({ kind: 'none' });
    expect(breakState({ start: 'x', end: 'y' }, at('09:45'))).toEqual({ kind: 'none' });
  });
});

describe('breakText', () => {
  test("in the shop's time zone", () => {
    expect(breakText(breakState(brk, at('09:35')), KOLKATA, 'en')).toBe('On break until 3:15 PM');
    expect(breakText(breakState(brk, at('09:10')), KOLKATA, 'en')).toBe('Break from 3:00 PM to 3:15 PM');
    expect(breakText(breakState(brk, at('09:35')), 'Europe/London', 'en')).toBe('On break until 9:45 AM');
  });

  test('in Hindi', async () => {
    await loadTranslations('hi');
    expect(breakText(breakState(brk, at('09:35')), KOLKATA, 'hi')).toBe('3:15 pm तक ब्रेक पर');
    expect(breakText(breakState(brk, at('09:10')), KOLKATA, 'hi')).toBe('3:00 pm से 3:15 pm तक ब्रेक');
  });

  test('nothing to say without a break', () => {
    expect(breakText({ kind: 'none' }, KOLKATA, 'en')).toBeNull();
  });
});
