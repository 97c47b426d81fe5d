import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of Shop Settings: status, hours, closed dates, booking settings, details and messages (spec §2). */
const en = {
  description: 'Changes here reach the booking pages at once.',
  loading: 'Loading shop settings',
  failedLoad: 'Failed to load shop settings',
  failedUpdate: 'Failed to update shop settings',
  // Shop Status.
  statusTitle: 'Shop Status',
  statusDescription: 'Whether customers can book and join the queue right now.',
  open: 'OPEN',
  closed: 'CLOSED',
  openHint: 'Taking bookings and walk-ins',
  closedHint: 'New bookings are paused',
  shopOpen: 'Shop open',
  closeShop: 'Close Shop',
  closeShopDescription: 'Closing the shop prevents new bookings and notifies customers that the shop is closed.',
  openShop: 'Open Shop',
  openShopDescription: 'Opening the shop allows customers to book.',
  nowOpen: 'The shop is open',
  nowClosed: 'The shop is closed',
  // Operating Hours.
  hoursTitle: 'Operating Hours',
  hoursDescription: ({ hours }: { hours: string }) =>
    `Customers see ${hours}. A closing time before the opening time means the day ends after midnight.`,
  openingTime: 'Opening time',
  closingTime: 'Closing time',
  saved: 'Saved',
  // Closed Dates.
  closedTitle: 'Closed Dates',
  closedDescription: 'Holidays and other days the whole shop is shut: no slots or walk-ins on them.',
  closedDate: 'Closed date',
  addClosedDate: 'Add closed date',
  removeClosedDate: ({ date }: { date: string }) => `Remove closed date ${date}`,
  noClosedDates: 'No closed dates',
  closedOn: ({ date }: { date: string }) => `Closed on ${date}`,
  openAgainOn: ({ date }: { date: string }) => `Open again on ${date}`,
  closedDatesSaved: 'Closed dates saved',
  // Booking Settings.
  bookingTitle: 'Booking Settings',
  bookingDescription: 'How far apart bookable slot times are, and the clock every time is shown in.',
  slotInterval: 'Slot interval',
  intervalMinutes: ({ minutes }: { minutes: string }) => `${minutes} minutes`,
  slotsEvery: ({ minutes }: { minutes: string }) => `Slots every ${minutes} minutes`,
  timeZone: 'Time zone',
  timesShownIn: ({ zone }: { zone: string }) => `Times are now shown in ${zone}`,
  zoneIndia: 'India (Asia/Kolkata)',
  zoneNepal: 'Nepal (Asia/Kathmandu)',
  zoneBangladesh: 'Bangladesh (Asia/Dhaka)',
  zoneSriLanka: 'Sri Lanka (Asia/Colombo)',
  zonePakistan: 'Pakistan (Asia/Karachi)',
  zoneUae: 'UAE (Asia/Dubai)',
  zoneSingapore: 'Singapore (Asia/Singapore)',
  zoneUk: 'United Kingdom (Europe/London)',
  zoneUsEastern: 'US Eastern (America/New_York)',
  zoneCanadaEastern: 'Canada Eastern (America/Toronto)',
  zoneAustraliaEastern: 'Australia Eastern (Australia/Sydney)',
  // Shop Details.
  detailsTitle: 'Shop Details',
  detailsDescription: "Shown in the site's header, footer and on every booking card.",
  shopName: 'Shop name',
  shopNameExample: 'Kings Barbers',
  phone: 'Phone',
  phoneHint: 'Customers tap it to call the shop.',
  address: 'Address',
  mapLink: 'Map link',
  mapHint: 'An https:// link to the shop on a map.',
  detailsSaved: 'Shop details saved',
  // Messages.
  messagesDescription: 'When customers are told their turn is near, and how messages reach them.',
  turnNear: 'Turn is near: minutes ahead',
  saveTurnNear: ' turn is near minutes',
  turnNearSaved: ({ minutes }: { minutes: string }) => `"Turn is near" goes out ${minutes} minutes ahead`,
  turnNearHint: 'How long before the expected start customers are told to come. The walk-in next in line is told at once.',
  channelInUse: 'Channel in use',
  channelUnknown: 'The channel in use could not be read. The Messages tab shows it too.',
} satisfies Messages;

export type ShopTexts = typeof en;

export const shopTexts = defineCatalogue('features/admin/texts-shop', en, () => import('./texts-shop.hi.js'));
