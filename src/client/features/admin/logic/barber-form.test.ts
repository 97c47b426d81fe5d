import { describe, expect, test } from 'vitest';
import { DEFAULT_BARBER_PHOTO } from '../../../../shared/constants.js';
import type { Barber } from '../../../../shared/schemas/barber.js';
import { barberAddSchema, barberEditSchema, barberFormValues, barberUpdateFrom } from './barber-form.js';

const barber: Barber = {
  id: 7,
  userId: 12,
  name: 'Ravi Kumar',
  photo: DEFAULT_BARBER_PHOTO,
  bio: '',
  specialty: 'Barber',
  experience: 8,
  isAvailable: true,
  waitTime: 0,
  noWait: false,
  availability: { status: 'working', until: null, queueClosed: false },
  user: { username: 'ravi', role: 'barber' },
  commissionBasisPoints: 2500,
};

const edit = ({ username, password, ...profile }: Partial<Record<'name' | 'photo' | 'experience' | 'commissionBasisPoints' | 'username' | 'password', string>>) => {
  const values = barberFormValues(barber);
  return barberEditSchema.parse({
    ...values,
    ...profile,
    user: { username: username ?? values.user.username, password: password ?? '' },
  });
};

describe('the barber form', () => {
  test('Add requires name, username and password with the documented message', () => {
    const result = barberAddSchema.safeParse({ ...barberFormValues(), experience: '3' });
    expect(result.success).toBe(false);
    // The form shows each field's first message, as the resolver does.
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) if (!first.has(issue.path.join('.'))) first.set(issue.path.join('.'), issue.message);
    expect(Object.fromEntries(first)).toEqual({
      name: 'Please fill in all required fields',
      'user.username': 'Please fill in all required fields',
      'user.password': 'Please fill in all required fields',
    });
  });

  test('Add checks a typed password by the shared rule', () => {
    const values = { ...barberFormValues(), name: 'Kiran', user: { username: 'kiran', password: 'short' } };
    expect(barberAddSchema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual(['Password must be at least 8 characters']);
    expect(barberAddSchema.parse({ ...values, user: { username: 'kiran', password: 'long-enough' } }).experience).toBe(0);
  });

  test('Edit starts from the barber, with the placeholder photo shown as none and no password', () => {
    expect(barberFormValues(barber)).toEqual({ name: 'Ravi Kumar', photo: '', experience: '8', commissionBasisPoints: '25', user: { username: 'ravi', password: '' } });
  });

  test('Edit accepts a blank password but checks a typed one', () => {
    expect(barberEditSchema.safeParse({ ...barberFormValues(barber) }).success).toBe(true);
    const short = barberEditSchema.safeParse({ ...barberFormValues(barber), user: { username: 'ravi', password: 'short' } });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(['Password must be at least 8 characters']);
  });

  test('an unchanged form sends nothing', () => {
    expect(barberUpdateFrom(edit({}), barber)).toBeNull();
  });

  test('a blank password and an unchanged username are not sent', () => {
    expect(barberUpdateFrom(edit({ name: 'Ravi K', experience: '9' }), barber)).toEqual({ name: 'Ravi K', experience: 9 });
  });

  test('a new username or password is sent, each on its own', () => {
    expect(barberUpdateFrom(edit({ username: 'ravik' }), barber)).toEqual({ user: { username: 'ravik' } });
    expect(barberUpdateFrom(edit({ password: 'new-password-1' }), barber)).toEqual({ user: { password: 'new-password-1' } });
  });

  test('a photo is set, and removing it sends an empty photo (back to the placeholder)', () => {
    expect(barberUpdateFrom(edit({ photo: '/uploads/abc.png' }), barber)).toEqual({ photo: '/uploads/abc.png' });
    const withPhoto = { ...barber, photo: '/uploads/abc.png' };
    const values = barberEditSchema.parse({ ...barberFormValues(withPhoto), photo: '' });
    expect(barberUpdateFrom(values, withPhoto)).toEqual({ photo: '' });
  });

  test('the commission is typed as a percentage with up to two decimals and sent as basis points, only when changed', () => {
    expect(barberUpdateFrom(edit({ commissionBasisPoints: '37.5' }), barber)).toEqual({ commissionBasisPoints: 3750 });
    expect(barberUpdateFrom(edit({ commissionBasisPoints: '12.34' }), barber)).toEqual({ commissionBasisPoints: 1234 });
    expect(barberUpdateFrom(edit({ commissionBasisPoints: '25.00' }), barber)).toBeNull();
    expect(barberAddSchema.parse({ ...barberFormValues(), name: 'Kiran', commissionBasisPoints: '', user: { username: 'kiran', password: 'long-enough' } }).commissionBasisPoints).toBe(0);
    for (const bad of ['12.345', '101', '-5', 'ten']) {
      const result = barberEditSchema.safeParse({ ...barberFormValues(barber), commissionBasisPoints: bad });
      expect(result.error?.issues.map((issue) => issue.message), bad).toEqual(['Enter a percentage from 0 to 100, with at most two decimals']);
    }
  });
});
