import { afterEach, describe, expect, test } from 'vitest';
import { dismissToast, getCurrentToast, toast } from './use-toast.js';

afterEach(() => {
  dismissToast();
});

describe('toast store', () => {
  test('one toast at a time: a new one replaces the one on screen', () => {
    toast({ title: 'Status updated' });
    toast({ title: 'Time updated', variant: 'success' });
    expect(getCurrentToast()).toMatchObject({ title: 'Time updated', variant: 'success' });
  });

  test('dismissing a replaced toast leaves the one on screen alone', () => {
    const first = toast({ title: 'Booking cancelled' });
    toast({ title: 'Error', variant: 'destructive' });
    first.dismiss();
    expect(getCurrentToast()?.title).toBe('Error');
  });

  test('a dismissed toast is gone at once', () => {
    const shown = toast({ title: 'Booking found', description: 'Found 1 active booking(s)' });
    shown.dismiss();
    expect(getCurrentToast()).toBeNull();
  });

  test('dismissToast() without an id clears whatever is shown', () => {
    toast({ title: 'Login failed' });
    dismissToast();
    expect(getCurrentToast()).toBeNull();
  });
});
