import { describe, expect, it } from 'vitest';
import { loggableError, maskPhones } from './log.js';

describe('log hygiene', () => {
  it('masks 10-digit phone numbers, with or without +91, and leaves other numbers alone', () => {
    expect(maskPhones('/api/bookings/track/9876543210')).toBe('/api/bookings/track/98******10');
    expect(maskPhones('phone +919876543210 and 919876543210')).toBe('phone 98******10 and 98******10');
    expect(maskPhones('token 12345 at 1795248338653')).toBe('token 12345 at 1795248338653');
  });

  it('drops query parameters from a database error and masks phones in what remains', () => {
    const cause = new Error('duplicate key value violates unique constraint');
    const error = new Error('Failed query: insert into bookings values ($1, $2)\nparams: Asha Verma,9876543210', { cause });
    const logged = loggableError(error);
    expect(logged.message).toContain('params: [hidden]');
    expect(logged.message).toContain('cause: duplicate key');
    expect(JSON.stringify(logged)).not.toContain('9876543210');
    expect(JSON.stringify(logged)).not.toContain('Asha Verma');
  });
});
