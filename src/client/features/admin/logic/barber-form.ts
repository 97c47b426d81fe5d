import { z } from 'zod';
import { DEFAULT_BARBER_PHOTO } from '../../../../shared/constants.js';
import { basisPointsFromPercent, percentFromBasisPoints } from '../../../../shared/domain/commission.js';
import { barberCreateSchema, type Barber, type BarberCreate, type BarberUpdate } from '../../../../shared/schemas/barber.js';
import { barberTexts } from '../texts-barbers.js';

const loginShape = barberCreateSchema.shape.user;
const passwordSchema = loginShape.shape.password;

/** docs/product/booking-rules.md#validation-rules: the Add dialog's one message for a missing name, username or password (the form shows it in the language shown). */
export const REQUIRED_FIELDS_MESSAGE = barberTexts.en.fillRequired;

/**
 * The password as the dialogs take it: blank is "required" on Add and "keep the current one" on
 * Edit (docs/product/screens.md, docs/product/booking-rules.md#validation-rules); anything typed must pass the shared password rule.
 */
function passwordField(blank: 'required' | 'keep') {
  return z.string().superRefine((value, ctx) => {
    if (value === '') {
      if (blank === 'required') ctx.addIssue({ code: 'custom', message: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    const checked = passwordSchema.safeParse(value);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  });
}

/** The form's words for a commission it cannot read (the form shows it in the language shown). */
export const COMMISSION_MESSAGE = barberTexts.en.commissionInvalid;

/**
 * "Commission (%)" as typed, 0–100 with at most two decimals, sent as basis points
 * (docs/product/money.md): 37.5 → 3750. Blank is 0.
 */
const commissionField = z.string().transform((text, ctx) => {
  const basisPoints = text.trim() === '' ? 0 : basisPointsFromPercent(text);
  if (basisPoints === null) {
    ctx.addIssue({ code: 'custom', message: COMMISSION_MESSAGE });
    return z.NEVER;
  }
  return basisPoints;
});

/** The Add Barber dialog: the shared create schema, with the documented message for a blank password. */
export const barberAddSchema = barberCreateSchema.extend({
  commissionBasisPoints: commissionField,
  user: loginShape.extend({ password: passwordField('required') }),
});

/** The Edit Barber dialog: the same fields, where a blank password keeps the current one. */
export const barberEditSchema = barberCreateSchema.extend({
  commissionBasisPoints: commissionField,
  user: loginShape.extend({ password: passwordField('keep') }),
});

/** What the barber form holds while it is edited (experience is the number input's text). */
export type BarberFormValues = z.input<typeof barberAddSchema>;

/** The photo as the form shows it: the shared placeholder image counts as no photo. */
export function editablePhoto(photo: string): string {
  return photo === DEFAULT_BARBER_PHOTO ? '' : photo;
}

/** Empty for Add; the barber's current details (never a password) for Edit. */
export function barberFormValues(barber?: Barber): BarberFormValues {
  if (!barber) return { name: '', photo: '', experience: '0', commissionBasisPoints: '0', user: { username: '', password: '' } };
  return {
    name: barber.name,
    photo: editablePhoto(barber.photo),
    experience: String(barber.experience),
    commissionBasisPoints: percentFromBasisPoints(barber.commissionBasisPoints ?? 0),
    user: { username: barber.user?.username ?? '', password: '' },
  };
}

/**
 * The PUT body for an edit: only what changed. The username is sent only when it changed and the
 * password only when one was typed (docs/product/booking-rules.md#validation-rules). Null when nothing changed.
 */
export function barberUpdateFrom(edited: BarberCreate, barber: Barber): BarberUpdate | null {
  const update: BarberUpdate = {};
  if (edited.name !== barber.name) update.name = edited.name;
  const photo = edited.photo ?? '';
  if (photo !== editablePhoto(barber.photo)) update.photo = photo;
  if (edited.experience !== barber.experience) update.experience = edited.experience;
  if (edited.commissionBasisPoints !== undefined && edited.commissionBasisPoints !== (barber.commissionBasisPoints ?? 0)) {
    update.commissionBasisPoints = edited.commissionBasisPoints;
  }
  const user: NonNullable<BarberUpdate['user']> = {};
  if (edited.user.username !== barber.user?.username) user.username = edited.user.username;
  if (edited.user.password !== '') user.password = edited.user.password;
  if (Object.keys(user).length > 0) update.user = user;
  return Object.keys(update).length > 0 ? update : null;
}
