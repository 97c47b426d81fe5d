import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys, randomKey, stableStringify } from './idempotency-key.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('stableStringify', () => {
  it('ignores the order of object keys, at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: 2, c: 3 } })).toBe(stableStringify({ a: { c: 3, d: 2 }, b: 1 }));
  });

  it('keeps the order of arrays: services picked in another order are another body', () => {
    expect(stableStringify({ services: [1, 2] })).not.toBe(stableStringify({ services: [2, 1] }));
  });

  it('leaves out undefined values as JSON does, so an omitted field equals an undefined one', () => {
    expect(stableStringify({ a: 1, notes: undefined })).toBe(stableStringify({ a: 1 }));
  });
});

describe('createIdempotencyKeys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('gives a retried identical body the same key', () => {
    const keys = createIdempotencyKeys(counter());
    const body = { barberId: 1, customerPhone: '9876543210', services: [2] };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
  });

  it('gives a changed body a new key, and going back to the first body does not reuse the old one', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ name: 'Asha' })).toBe('key-1');
    expect(keys.keyFor({ name: 'Asha Verma' })).toBe('key-2');
    expect(keys.keyFor({ name: 'Asha' })).toBe('key-3');
  });

  it('starts afresh after reset (a new booking with the same details is a new request)', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor({ name: 'Asha' });
    keys.reset();
    expect(keys.keyFor({ name: 'Asha' })).toBe('key-2');
  });
});

describe('randomKey', () => {
  it('uses crypto.randomUUID where the browser has it', () => {
    expect(randomKey({ randomUUID: () => 'from-random-uuid', getRandomValues: (array) => array })).toBe('from-random-uuid');
  });

  it('makes a v4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    const key = randomKey({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(key).toMatch(UUID_V4);
  });

  it('is accepted by the server: 16-128 letters, digits and dashes', () => {
    expect(randomKey()).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});
