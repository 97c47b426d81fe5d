import { defineCatalogue, type Messages } from '../../lib/i18n/catalogue.js';

/** Texts of the platform's list of shops, /shops (docs/product/screens.md#shops), and of a chain's page, /c/{slug}. */
const en = {
  // The page's dark bar and heading.
  eyebrow: 'Shops near you',
  title: 'Find the shortest wait',
  lead: 'Live waits at every shop on the list. Pick one and get in line from your phone.',
  // Finding shops: the visitor's location, or a search.
  useLocation: 'Use my location',
  locating: 'Finding you...',
  nearYou: 'Nearest first, from where you are',
  stopLocation: 'Stop using my location',
  locationRefused: 'Location is blocked for this site. Allow it in your browser’s settings, or search by name, area or PIN code.',
  locationFailed: 'We could not find where you are. Try again, or search by name, area or PIN code.',
  locationPrivacy: 'Your location is used for this list only and is never saved.',
  searchLabel: 'Search by name, area or PIN code',
  searchPlaceholder: 'Koramangala or 560034',
  clearSearch: 'Clear the search',
  // The list.
  listHeading: 'Shops',
  loading: 'Loading shops...',
  updating: 'Updating',
  live: 'Live',
  count: ({ count }: { count: number }) => (count === 1 ? '1 shop' : `${count} shops`),
  capped: ({ shown, total }: { shown: number; total: number }) => `Showing ${shown} of ${total} shops. Search to narrow the list.`,
  byArea: 'By area, A to Z',
  noShops: 'No shops found',
  noShopsSearch: ({ search }: { search: string }) => `Nothing matches “${search}”. Check the spelling, or try an area or a six-digit PIN code.`,
  noShopsAtAll: 'No shop is on the list yet. Please check back soon.',
  loadFailed: 'Could not load the shops',
  tryAgain: 'Please try again.',
  retry: 'Retry',
  retrying: 'Retrying...',
  // One shop's row.
  distance: ({ km }: { km: string }) => `${km} km`,
  distanceAway: ({ km }: { km: string }) => `${km} km away`,
  pinCode: ({ pin }: { pin: string }) => `PIN ${pin}`,
  startsAbout: ({ time }: { time: string }) => `Your turn about ${time}`,
  noWalkIns: 'Not taking walk-ins right now',
  getInLine: 'Get in line',
  seeShop: 'See the shop',
  atShop: ({ name }: { name: string }) => `at ${name}`,
  // A chain's page, /c/{slug} (docs/product/screens.md#chain).
  chainEyebrow: 'Our branches',
  chainTitle: ({ name }: { name: string }) => `${name}: our branches`,
  chainLead: 'Live waits at each of our shops. Pick the shortest and get in line from your phone.',
  branchCount: ({ count }: { count: number }) => (count === 1 ? '1 branch' : `${count} branches`),
  byName: 'By name, A to Z',
  loadingBranches: 'Loading branches...',
  noChain: 'There is no chain at this address',
  noChainText: 'Check the link you were given, or find a shop on the list.',
  seeAllShops: 'See all shops',
  allShopsText: 'Every shop on the list, with its live wait.',
  chainLoadFailed: 'Could not load the branches',
} satisfies Messages;

export type ShopsTexts = typeof en;

export const shopsTexts = defineCatalogue('shops/texts', en, () => import('./texts.hi.js'));
