import { describe, expect, test } from 'vitest';
import { setupSteps, showSetup, type SetupFacts } from './setup-steps.js';

const empty: SetupFacts = { barbers: 0, services: 0, setup: { hoursChecked: false, openedOnce: false, dismissed: false } };

describe('the first run checklist', () => {
  test('a new shop shows every step undone but the poster, which nothing can tell', () => {
    expect(showSetup(empty)).toBe(true);
    expect(setupSteps(empty)).toEqual([
      { name: 'barbers', done: false },
      { name: 'services', done: false },
      { name: 'hours', done: false },
      { name: 'poster', done: null },
      { name: 'open', done: false },
    ]);
  });

  test('goes away once barbers and services exist and the shop was opened, hours checked or not', () => {
    const ready = { barbers: 1, services: 2, setup: { ...empty.setup, openedOnce: true } };
    expect(showSetup(ready)).toBe(false);
    expect(showSetup({ ...ready, services: 0 })).toBe(true);
    expect(showSetup({ ...ready, barbers: 0 })).toBe(true);
    expect(showSetup({ ...ready, setup: { ...ready.setup, openedOnce: false } })).toBe(true);
  });

  test('goes away for good once the owner hides it', () => {
    expect(showSetup({ ...empty, setup: { ...empty.setup, dismissed: true } })).toBe(false);
  });
});
