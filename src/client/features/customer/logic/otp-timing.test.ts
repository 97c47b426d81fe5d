import { describe, expect, test } from 'vitest';
import { codeDeadline, formatCountdown, OTP_TTL_MS } from './otp-timing.js';

const received = Date.parse('2026-11-21T10:00:00.000Z');

describe('the code deadline', () => {
  test("follows the server's expiry when the clocks agree", () => {
    const expiresAt = '2026-11-21T15:34:58.500+05:30';
    expect(codeDeadline(expiresAt, received)).toBe(Date.parse(expiresAt));
  });

  test('counts the 5 minutes from the answer when the phone clock is off', () => {
    // The phone runs 10 minutes slow: the server's instant would show 15 minutes.
    expect(codeDeadline('2026-11-21T10:15:00.000Z', received)).toBe(received + OTP_TTL_MS);
    // The phone runs fast: the code would look expired at once.
    expect(codeDeadline('2026-11-21T09:58:00.000Z', received)).toBe(received + OTP_TTL_MS);
  });

  test('counts the 5 minutes when the answer has no readable instant', () => {
    expect(codeDeadline('soon', received)).toBe(received + OTP_TTL_MS);
  });
});

describe('the countdown', () => {
  test.each([
    [OTP_TTL_MS, '5:00'],
    [245_000, '4:05'],
    [59_001, '1:00'],
    [999, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('%i ms left reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
