import { describe, expect, test } from 'vitest';
import { loadTranslations, textsIn } from '../../lib/i18n/catalogue.js';
import { connectionToastSteps, connectionToastText, updatedAgoLabel } from './connection-status.js';
import { shellTexts } from './texts.js';

describe('connectionToastSteps', () => {
  test('disconnected shows after 2 s, connecting after 0.8 s', () => {
    expect(connectionToastSteps('disconnected', null)).toEqual([{ afterMs: 2_000, show: 'disconnected' }]);
    expect(connectionToastSteps('connecting', null)).toEqual([{ afterMs: 800, show: 'connecting' }]);
  });

  test("the page's first connection is silent while being made, but not when it fails", () => {
    expect(connectionToastSteps('connecting', null, true)).toEqual([]);
    expect(connectionToastSteps('disconnected', null, true)).toEqual([{ afterMs: 2_000, show: 'disconnected' }]);
  });

  test('a healthy connection with nothing on screen stays silent', () => {
    expect(connectionToastSteps('connected', null)).toEqual([]);
  });

  test('after reconnecting: Connected once the change settles (0.8 s), hidden 1.5 s later', () => {
    expect(connectionToastSteps('connected', 'disconnected')).toEqual([
      { afterMs: 800, show: 'connected' },
      { afterMs: 2_300, show: null },
    ]);
  });

  test('the state already on screen is not shown again', () => {
    expect(connectionToastSteps('disconnected', 'disconnected')).toEqual([]);
    expect(connectionToastSteps('connecting', 'connecting')).toEqual([]);
  });

  test('a retry while the issue is shown switches to Refreshing only if it lasts 0.8 s', () => {
    expect(connectionToastSteps('connecting', 'disconnected')).toEqual([{ afterMs: 800, show: 'connecting' }]);
  });
});

describe('updatedAgoLabel', () => {
  const now = 1_000_000;
  test.each([
    [null, 'Updated just now'],
    [now, 'Updated just now'],
    [now - 9_999, 'Updated just now'],
    [now - 10_000, 'Updated 10 sec ago'],
    [now - 59_000, 'Updated 59 sec ago'],
    [now - 60_000, 'Updated 1 min ago'],
    [now - 119_000, 'Updated 1 min ago'],
    [now - 120_000, 'Updated 2 mins ago'],
    [now - 45 * 60_000, 'Updated 45 mins ago'],
    [now + 5_000, 'Updated just now'],
  ])('%s → %s', (lastUpdate, label) => {
    expect(updatedAgoLabel(lastUpdate, now)).toBe(label);
  });
});

describe('connectionToastText', () => {
  test("uses the documented words", () => {
    expect(connectionToastText('connected', 0, 0)).toEqual({ title: 'Connected', detail: 'Updated just now' });
    expect(connectionToastText('connecting', 0, 0)).toEqual({ title: 'Refreshing data...', detail: null });
    expect(connectionToastText('disconnected', 0, 0)).toEqual({ title: 'Connection issue', detail: null });
  });
});

describe('in Hindi', () => {
  test('the pill and its age read in Hindi', async () => {
    await loadTranslations('hi');
    const hi = textsIn(shellTexts, 'hi');
    const now = 1_000_000;
    expect(updatedAgoLabel(now - 1_000, now, hi)).toBe('अभी अपडेट हुआ');
    expect(updatedAgoLabel(now - 12_000, now, hi)).toBe('अपडेट: 12 सेकंड पहले');
    expect(updatedAgoLabel(now - 60_000, now, hi)).toBe('अपडेट: 1 मिनट पहले');
    expect(updatedAgoLabel(now - 300_000, now, hi)).toBe('अपडेट: 5 मिनट पहले');
    expect(connectionToastText('disconnected', 0, 0, hi)).toEqual({ title: 'कनेक्शन में दिक्कत', detail: null });
  });
});
