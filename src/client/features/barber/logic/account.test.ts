import { describe, expect, test } from 'vitest';
import { dashboardAccess, isDeactivated } from './account.js';

const barber = { id: 1, name: 'Ravi Kumar', photo: '', isAvailable: true, deleted: false };

describe('the barber account', () => {
  test("a deleted flag or a '(deleted)' name blocks the barber (docs/product/booking-rules.md#states-and-transitions)", () => {
    expect(isDeactivated(barber)).toBe(false);
    expect(isDeactivated({ ...barber, deleted: true })).toBe(true);
    expect(isDeactivated({ ...barber, name: 'Ravi Kumar (deleted)' })).toBe(true);
    expect(isDeactivated(undefined)).toBe(true);
  });

  test('the dashboard is open only to an available, active barber (docs/product/screens.md)', () => {
    expect(dashboardAccess(barber)).toBe('open');
    expect(dashboardAccess({ ...barber, isAvailable: false })).toBe('unavailable');
    expect(dashboardAccess({ ...barber, isAvailable: false, deleted: true })).toBe('deactivated');
    expect(dashboardAccess(undefined)).toBe('deactivated');
  });
});
