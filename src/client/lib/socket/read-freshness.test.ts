import { describe, expect, test } from 'vitest';
import { ReadFreshness } from './read-freshness.js';

describe('ReadFreshness: the first reads and the first hello', () => {
  test('reads again when a read answered before the first hello is older than it', () => {
    const reads = new ReadFreshness();
    expect(reads.answered(7, 10, 0)).toBe('fresh');
    expect(reads.answered(9, 12, 0)).toBe('fresh');
    // A change (8 or 9 for the first read) came between the reads and the socket.
    expect(reads.hello(9, 50)).toBe(true);
  });

  test('does nothing when every read is as new as the hello', () => {
    const reads = new ReadFreshness();
    reads.answered(9, 10, 0);
    reads.answered(12, 11, 0);
    expect(reads.hello(9, 50)).toBe(false);
  });

  test('does nothing when the hello comes before any read', () => {
    const reads = new ReadFreshness();
    expect(reads.hello(9, 5)).toBe(false);
    expect(reads.answered(9, 20, 0)).toBe('fresh');
  });

  test('a read begun before the hello and answered after it is compared on arrival', () => {
    const reads = new ReadFreshness();
    reads.hello(9, 50);
    expect(reads.answered(8, 40, 0)).toBe('reread');
    expect(reads.answered(9, 45, 0)).toBe('fresh');
  });

  test('once everything is read again, reads begun before that are covered: one stale read, one refetch', () => {
    const reads = new ReadFreshness();
    reads.hello(9, 50);
    expect(reads.answered(8, 40, 0)).toBe('reread');
    reads.refetched(60);
    expect(reads.answered(8, 41, 0)).toBe('fresh');
    expect(reads.answered(8, 42, 0)).toBe('fresh');
  });

  test('every later hello reads everything again: anything may have happened while away', () => {
    const reads = new ReadFreshness();
    reads.answered(3, 10, 0);
    expect(reads.hello(3, 50)).toBe(false);
    expect(reads.hello(3, 90)).toBe(true);
    expect(reads.hello(20, 120)).toBe(true);
  });
});

describe('ReadFreshness: an instance that has not yet heard of a change', () => {
  test('a read older than a change the socket had brought when it began is read again', () => {
    const reads = new ReadFreshness();
    reads.hello(9, 50);
    reads.heard(10);
    expect(reads.known()).toBe(10);
    // Begun after the socket brought change 10, answered by an instance still at 9.
    expect(reads.answered(9, 60, reads.known())).toBe('lagging');
    expect(reads.answered(10, 61, reads.known())).toBe('fresh');
  });

  test('the hello alone never makes a read look behind: an instance may start from a higher number', () => {
    const reads = new ReadFreshness();
    reads.hello(40, 50);
    expect(reads.known()).toBe(0);
    expect(reads.answered(12, 60, reads.known())).toBe('fresh');
  });

  test('reads again a few times at most for one change, then trusts the answer', () => {
    const reads = new ReadFreshness(3);
    reads.hello(9, 50);
    reads.heard(10);
    const verdicts = [61, 62, 63, 64, 65].map((at) => reads.answered(9, at, 10));
    expect(verdicts).toEqual(['lagging', 'lagging', 'lagging', 'fresh', 'fresh']);
    // A newer change starts a new count.
    reads.heard(11);
    expect(reads.answered(9, 70, 11)).toBe('lagging');
  });
});
