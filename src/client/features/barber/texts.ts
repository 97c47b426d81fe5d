import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

interface Customer {
  token: number;
  name: string;
}

/** The barber's sign-in, the dashboard's frame (top bar, tabs, account) and its action toasts (docs/product/screens.md, docs/product/api.md#error-catalogue). */
const en = {
  staff: 'Staff',
  loginTitle: 'Barber Login',
  loginIntro: 'Sign in to see your chair, your queue and your day.',
  backHome: 'Back to Home',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  // docs/product/api.md#error-catalogue login texts, word for word.
  badCredentials: 'Login failed. Please check your credentials.',
  wrongRole: 'Invalid user role or barber details',
  loginFailed: 'Login failed',
  loginNetwork: 'An error occurred during login',

  accessDenied: 'Access Denied',
  accessUnavailable:
    'Your account is set as unavailable, so the dashboard is closed for now. Ask the shop owner to make you available again.',
  accessDeactivated: 'This barber account is no longer active. Please speak to the shop owner.',
  goHome: 'Go to Home',
  accountDeactivated: 'Account Deactivated',
  signedOut: 'Signed out',

  barber: 'Barber',
  live: 'Live',
  offline: 'Offline',
  reconnectNow: ', reconnect now',
  logout: 'Logout',
  offlinePaused: 'Serving, breaks and time changes are off',
  tabs: 'Dashboard',
  tabServing: 'Serving',
  tabQueue: 'Queue',
  tabTimeline: 'Timeline',
  tabHistory: 'History',
  queueTabWaiting: ({ count }: { count: number }) => `(${count} waiting)`,

  retry: 'Retry',
  retrying: 'Retrying...',
  checkConnection: 'Check the connection and try again.',
  tryAgain: 'Please try again.',
  // docs/product/api.md#error-catalogue barber toasts, word for word.
  statusUpdated: 'Status updated',
  statusFailed: 'Failed to update booking status',
  timeUpdated: 'Time updated',
  timeFailed: 'Failed to update remaining time',
  nowServing: ({ token, name }: Customer) => `#${token} ${name} is in the chair now.`,
  nowCompleted: ({ token, name }: Customer) => `#${token} ${name} is completed.`,
  nowCancelled: ({ token, name }: Customer) => `#${token} ${name} is cancelled.`,
  nowNoShow: ({ token, name }: Customer) => `#${token} ${name} is marked as a no-show.`,
  minutesRemaining: ({ minutes }: { minutes: number }) => `${minutes} min remaining.`,
  noAnswer: 'No answer from the server. Check the time shown before trying again.',
} satisfies Messages;

export type BarberTexts = typeof en;

export const barberTexts = defineCatalogue('features/barber/texts', en, () => import('./texts.hi.js'));
