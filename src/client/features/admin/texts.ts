import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the admin's sign-in, the dashboard's frame and the parts every tab uses. */
const en = {
  // The sign-in page (docs/product/screens.md).
  ownerAccess: 'Owner access',
  loginTitle: 'Admin Login',
  loginLead: 'Sign in to run the shop: hours, barbers, services and history.',
  backToHome: 'Back to Home',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  // The sign-in texts (docs/product/api.md#error-catalogue).
  invalidRole: 'Invalid user role',
  loginFailed: 'Login failed',
  checkCredentials: 'Login failed. Please check your credentials.',
  loginError: 'An error occurred during login',
  // The dashboard's frame.
  yourShop: 'Your shop',
  dashboardTitle: 'Admin Dashboard',
  welcome: ({ name }: { name: string }) => `Welcome, ${name}`,
  viewSite: 'View site',
  logout: 'Logout',
  offlinePaused: 'Changes to the shop are off',
  echoTitle: 'Echo mode: customer login codes are shown on screen.',
  echoBody: ({ phoneId, token }: { phoneId: string; token: string }) =>
    `Anyone can sign in as any phone number. Set ${phoneId} and ${token} to send them by WhatsApp instead.`,
  sections: 'Dashboard sections',
  tabShop: 'Shop Settings',
  tabShopShort: 'Shop',
  tabBarbers: 'Manage Barbers',
  tabBarbersShort: 'Barbers',
  tabServices: 'Services',
  tabServicesShort: 'Services',
  tabHistory: 'Booking History',
  tabHistoryShort: 'History',
  tabAccuracy: 'Wait Accuracy',
  tabAccuracyShort: 'Accuracy',
  tabTakings: 'Takings',
  tabTakingsShort: 'Takings',
  tabNumbers: 'Numbers',
  tabNumbersShort: 'Numbers',
  tabMessages: 'Messages',
  tabMessagesShort: 'Messages',
  tabDesk: 'Front desk',
  tabDeskShort: 'Desk',
  // Words every tab uses.
  name: 'Name',
  cancel: 'Cancel',
  delete: 'Delete',
  edit: 'Edit',
  save: 'Save',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  loading: 'Loading...',
  loadMore: 'Load more',
  retry: 'Retry',
  retrying: 'Retrying...',
  tryAgain: 'Please try again.',
  notSaved: 'It could not be saved. Please try again.',
  editNamed: ({ name }: { name: string }) => `Edit ${name}`,
  deleteNamed: ({ name }: { name: string }) => `Delete ${name}`,
  minutes: ({ minutes }: { minutes: string }) => `${minutes} min`,
  // A list of dated days (days off, closed dates).
  chooseDate: 'Choose a date',
  useDateLike: 'Use a date like 2026-11-25',
  todayOrLater: 'Choose today or a later date',
  alreadyListed: ({ date }: { date: string }) => `${date} is already listed`,
  atMostDates: ({ max }: { max: string }) => `At most ${max} dates`,
} satisfies Messages;

export type AdminTexts = typeof en;

export const adminTexts = defineCatalogue('features/admin/texts', en, () => import('./texts.hi.js'));
