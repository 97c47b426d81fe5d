import { describe, expect, test } from 'vitest';
import { SeqTracker } from './seq-tracker.js';

describe('SeqTracker', () => {
  test('skips a message seen before, even below the highest number', () => {
    const tracker = new SeqTracker();
    tracker.reset(10);
    expect(tracker.accept(11, 0)).toBe('fresh');
    expect(tracker.accept(11, 0)).toBe('duplicate');
    expect(tracker.accept(13, 0)).toBe('fresh');
    // 12 committed after 13: it is new, not stale, and must not be dropped.
    expect(tracker.accept(12, 10)).toBe('fresh');
    expect(tracker.accept(12, 10)).toBe('duplicate');
  });

  test('accepts numbers at or below the hello seq that were never seen (late commits)', () => {
    const tracker = new SeqTracker();
    tracker.reset(20);
    expect(tracker.accept(19, 0)).toBe('fresh');
    expect(tracker.accept(19, 0)).toBe('duplicate');
  });

  test('a hole that fills within the grace period is not a missed message', () => {
    const tracker = new SeqTracker(2_000);
    tracker.reset(1);
    tracker.accept(3, 1_000);
    expect(tracker.nextDeadline()).toBe(3_000);
    tracker.accept(2, 2_500);
    expect(tracker.nextDeadline()).toBeNull();
    expect(tracker.takeMissed(5_000)).toBe(false);
  });

  test('a hole still open after the grace period is a missed message, reported once', () => {
    const tracker = new SeqTracker(2_000);
    tracker.reset(1);
    tracker.accept(4, 1_000);
    expect(tracker.takeMissed(2_999)).toBe(false);
    expect(tracker.takeMissed(3_000)).toBe(true);
    expect(tracker.takeMissed(10_000)).toBe(false);
    expect(tracker.nextDeadline()).toBeNull();
  });

  test('a jump too wide to track is missed at once', () => {
    const tracker = new SeqTracker(2_000, 512, 64);
    tracker.reset(1);
    tracker.accept(500, 1_000);
    expect(tracker.nextDeadline()).toBe(0);
    expect(tracker.takeMissed(1_000)).toBe(true);
  });

  test('a reset after reconnecting forgets open holes (the reconnect refetches anyway)', () => {
    const tracker = new SeqTracker(2_000);
    tracker.reset(1);
    tracker.accept(5, 0);
    tracker.reset(9);
    expect(tracker.nextDeadline()).toBeNull();
    expect(tracker.accept(5, 0)).toBe('duplicate');
    expect(tracker.accept(10, 0)).toBe('fresh');
  });

  test('remembers a bounded window: very old numbers count as seen', () => {
    const tracker = new SeqTracker(2_000, 100);
    tracker.reset(1_000);
    expect(tracker.accept(899, 0)).toBe('duplicate');
    expect(tracker.accept(901, 0)).toBe('fresh');
  });

  test('before any hello, the first message sets the baseline', () => {
    const tracker = new SeqTracker();
    expect(tracker.accept(42, 0)).toBe('fresh');
    expect(tracker.nextDeadline()).toBeNull();
    tracker.accept(43, 0);
    expect(tracker.nextDeadline()).toBeNull();
  });
});
