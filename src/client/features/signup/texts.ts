import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the sign-up page, /signup (docs/decisions/0021-platform-operator.md#sign-up). */
const en = {
  title: 'Sign up your shop',
  lead: 'Your shop gets its own address and starts closed, with no barbers or services, for you to set up.',
  loading: 'Loading...',
  loadFailed: 'Could not load the sign-up',
  tryAgain: 'Please try again.',
  retry: 'Retry',
  retrying: 'Retrying...',
  closedTitle: 'Sign-up is closed',
  closedLead: 'New shops are not taking sign-ups here right now. Ask the platform’s operator to add your shop.',
  slug: 'Slug',
  slugHint: 'Your shop’s address: /s/slug. Lowercase letters, digits and hyphens.',
  shopName: 'Shop name',
  timeZone: 'Time zone',
  ownerUsername: 'Your username',
  ownerPassword: 'Your password',
  passwordHint: 'At least 8 characters. You sign in to your shop’s admin page with it.',
  code: 'Invite code',
  codeHint: 'The code the platform’s operator gave you, e.g. K7QM-2XRP-9TCW-HB4N.',
  submit: 'Sign up',
  submitting: 'Signing up...',
  failed: 'Your shop was not signed up',
  doneTitle: ({ name }: { name: string }) => `${name} is ready`,
  doneLead: 'Sign in with the username and password you chose, then add your barbers and services and open the shop.',
  openAdmin: 'Go to your shop’s admin page',
} satisfies Messages;

export type SignupTexts = typeof en;

export const signupTexts = defineCatalogue('features/signup/texts', en, () => import('./texts.hi.js'));
