import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the platform's operator page, /platform (docs/decisions/0021-platform-operator.md). */
const en = {
  // Signing in.
  platformAccess: 'Platform',
  loginTitle: 'Operator sign in',
  loginLead: 'Create, suspend and watch the shops this server hosts.',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  loginFailed: 'Login failed',
  checkCredentials: 'Login failed. Please check your credentials.',
  loginError: 'An error occurred during login',
  // The page's frame.
  consoleTitle: 'Shops',
  signedInAs: ({ name }: { name: string }) => `Signed in as ${name}`,
  logout: 'Logout',
  loading: 'Loading...',
  // The list of shops.
  shopsHeading: 'Every shop',
  shopsLead: 'Counts refresh every 15 seconds, and whenever you come back to this tab.',
  newShop: 'New shop',
  noShops: 'No shops yet',
  noShopsLead: 'Create the first shop with New shop.',
  loadFailed: 'Could not load the shops',
  tryAgain: 'Please try again.',
  retry: 'Retry',
  retrying: 'Retrying...',
  waitingNow: 'Waiting now',
  servedToday: 'Served today',
  statusActive: 'Active',
  statusSuspended: 'Suspended',
  createdOn: ({ date }: { date: string }) => `Created ${date}`,
  openAdmin: 'Owner’s page',
  suspend: 'Suspend',
  resume: 'Resume',
  suspending: 'Suspending…',
  resuming: 'Resuming…',
  suspendTitle: ({ name }: { name: string }) => `Suspend ${name}?`,
  suspendBody: 'The shop stops taking bookings and its pages say so. Nothing is deleted; you can resume it at any time.',
  resumeTitle: ({ name }: { name: string }) => `Resume ${name}?`,
  resumeBody: 'The shop takes bookings again.',
  cancel: 'Cancel',
  statusFailed: 'The shop’s status was not changed',
  suspended: ({ name }: { name: string }) => `${name} is suspended`,
  resumed: ({ name }: { name: string }) => `${name} is active again`,
  // The new shop form.
  newShopTitle: 'New shop',
  newShopLead: 'The shop starts closed, with no barbers or services, for its owner to set up.',
  slug: 'Slug',
  slugHint: 'Its address: /s/slug. Lowercase letters, digits and hyphens.',
  shopName: 'Shop name',
  timeZone: 'Time zone',
  ownerUsername: 'Owner’s username',
  create: 'Create shop',
  creating: 'Creating...',
  createFailed: 'The shop was not created',
  // After creation.
  createdTitle: ({ name }: { name: string }) => `${name} is ready`,
  createdLead: 'Give the owner these details. The password is shown only now: copy it before you close this.',
  ownerPassword: 'Owner’s password',
  shopAddress: 'Owner’s sign-in page',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it yourself',
  done: 'Done',
} satisfies Messages;

export type PlatformTexts = typeof en;

export const platformTexts = defineCatalogue('features/platform/texts', en, () => import('./texts.hi.js'));
