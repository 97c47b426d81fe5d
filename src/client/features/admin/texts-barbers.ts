import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of Manage Barbers: the cards, the Add and Edit dialogs and the photo field (docs/product/screens.md, docs/product/booking-rules.md#validation-rules). */
const en = {
  description: 'Switch a barber off when they are away: customers cannot book them until they are back.',
  addBarber: 'Add Barber',
  addFirstBarber: 'Add First Barber',
  loading: 'Loading barbers',
  failedLoad: 'Failed to load barbers',
  empty: 'No barbers yet',
  emptyHint: 'Add the first barber so customers can book them.',
  // A barber's card.
  experience: ({ years, count }: { years: string; count: number }) => `${years} ${count === 1 ? 'year' : 'years'} experience`,
  login: ({ username }: { username: string }) => `Login: ${username}`,
  notAvailable: 'Not Available',
  noWait: 'No Wait',
  wait: ({ wait }: { wait: string }) => `Wait: ${wait}`,
  waitHours: ({ hours }: { hours: string }) => `${hours} Hr`,
  waitHoursMinutes: ({ hours, minutes }: { hours: string; minutes: string }) => `${hours} Hr ${minutes} Mins`,
  available: 'Available',
  unavailable: 'Unavailable',
  availableSwitch: ({ name }: { name: string }) => `${name} available`,
  nowAvailable: ({ name }: { name: string }) => `${name} is now available`,
  nowUnavailable: ({ name }: { name: string }) => `${name} is now unavailable`,
  failedUpdate: 'Failed to update barber',
  workingHours: 'Working hours',
  workingHoursFor: ({ name }: { name: string }) => `Working hours for ${name}`,
  deleteTitle: 'Delete barber',
  deleteConfirm: ({ name }: { name: string }) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  deleted: 'Barber deleted',
  deletedDescription: ({ name }: { name: string }) => `${name} can no longer sign in.`,
  failedDelete: 'Failed to delete barber',
  // The Add and Edit dialogs.
  addDescription: 'Their profile for the booking pages, and a login for their dashboard.',
  added: 'Barber added',
  addedDescription: ({ name, username }: { name: string; username: string }) => `${name} can now sign in as ${username}.`,
  failedAdd: 'Failed to add barber',
  editTitle: 'Edit Barber',
  editDescription: 'Changes show on the booking pages at once.',
  updated: 'Barber updated',
  noBarberSelected: 'No barber selected for editing',
  experienceYears: 'Experience (years)',
  commission: 'Commission (%)',
  commissionHint: 'Their share of the services charged after discounts; tips are all theirs.',
  commissionInvalid: 'Enter a percentage from 0 to 100, with at most two decimals',
  commissionRate: ({ rate }: { rate: string }) => `Commission ${rate}%`,
  usernameHint: "For the barber's own sign-in.",
  keepPassword: 'Leave blank to keep the current password.',
  passwordLength: 'At least 8 characters.',
  fillRequired: 'Please fill in all required fields',
  // The photo field.
  photo: 'Photo',
  uploadPhoto: 'Upload photo',
  uploadingPhoto: 'Uploading photo',
  removePhoto: 'Remove',
  photoLink: 'Or paste a photo link',
  photoType: 'Upload a JPEG, PNG, WebP or GIF image',
  photoTooBig: 'The photo must be at most 2 MB',
  photoNotUploaded: 'The photo could not be uploaded. Please try again.',
} satisfies Messages;

export type BarberTexts = typeof en;

export const barberTexts = defineCatalogue('features/admin/texts-barbers', en, () => import('./texts-barbers.hi.js'));
