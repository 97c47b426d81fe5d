import { describe, expect, test } from 'vitest';
import { FirstReads } from './first-reads.js';

describe('FirstReads', () => {
  test('reads again when a read answered before the first hello is older than it', () => {
    const reads = new FirstReads();
    expect(reads.answered(7, 10)).toBe(false);
    expect(reads.answered(9, 12)).toBe(false);
    // A change (8 or 9 for the first read) came between the reads and the socket.
    expect(reads.hello(9, 50)).toBe(true);
  });

  test('does nothing when every read is as new as the hello', () => {
    const reads = new FirstReads();
    reads.answered(9, 10);
    reads.answered(12, 11);
    expect(reads.hello(9, 50)).toBe(false);
  });

  test('does nothing when the hello comes before any read', () => {
    const reads = new FirstReads();
    expect(reads.hello(9, 5)).toBe(false);
    expect(reads.answered(9, 20)).toBe(false);
  });

  test('a read begun before the hello and answered after it is compared on arrival', () => {
    const reads = new FirstReads();
    reads.hello(9, 50);
    expect(reads.answered(8, 40)).toBe(true);
    expect(reads.answered(9, 45)).toBe(false);
  });

  test('once everything is read again, reads begun before that are covered: one stale read, one refetch', () => {
    const reads = new FirstReads();
    reads.hello(9, 50);
    expect(reads.answered(8, 40)).toBe(true);
    reads.refetched(60);
    expect(reads.answered(8, 41)).toBe(false);
    expect(reads.answered(8, 42)).toBe(false);
  });

  test('a read begun after the hello is left to the socket', () => {
    const reads = new FirstReads();
    reads.hello(9, 50);
    expect(reads.answered(8, 60)).toBe(false);
  });

  test('every later hello reads everything again: anything may have happened while away', () => {
    const reads = new FirstReads();
    reads.answered(3, 10);
    expect(reads.hello(3, 50)).toBe(false);
    expect(reads.hello(3, 90)).toBe(true);
    expect(reads.hello(20, 120)).toBe(true);
  });
});
