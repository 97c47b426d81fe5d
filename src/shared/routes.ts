import { parse } from 'regexparam';

/**
 * The client's pages by path, in the router's pattern syntax (regexparam, as wouter reads it).
 * The client's router and the server share this list: a path that matches none of them is the
 * not-found page, which the server answers with a 404.
 */
export const PAGE_PATHS = {
  home: '/',
  booking: '/booking/:barberId?',
  track: '/track',
  customerLogin: '/customer/login',
  customerAccount: '/customer/account',
  customerBookings: '/customer/bookings',
  barberLogin: '/barber/login',
  barberDashboard: '/barber/dashboard',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  /** Sends the admin on to the dashboard. */
  admin: '/admin',
  board: '/board',
  /** The platform's operator (docs/decisions/0021-platform-operator.md): the bare host only. */
  platform: '/platform',
  /** The platform's list of shops with their live waits (docs/product/screens.md#shops): the bare host only, as the platform's page. */
  shops: '/shops',
  /** A chain's public page, its branches with their live waits (docs/product/screens.md#chain): the bare host only, as the list of shops. */
  chain: '/c/:slug',
  /** A new shop signs itself up (docs/decisions/0021-platform-operator.md#sign-up): no shop needed. */
  signup: '/signup',
} as const;

export type PagePath = keyof typeof PAGE_PATHS;

const PATTERNS = Object.entries(PAGE_PATHS).map(([name, path]) => [name as PagePath, parse(path).pattern] as const);

/** The path as the client's router reads it: percent escapes decoded where they can be. */
function decoded(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The page a URL's path (no query) opens, or null for the not-found page. */
export function pageOfPath(path: string): PagePath | null {
  const plain = decoded(path);
  return PATTERNS.find(([, pattern]) => pattern.test(plain))?.[0] ?? null;
}

/** Whether a URL's path (no query) is one of the client's pages rather than the not-found page. */
export function isPagePath(path: string): boolean {
  return pageOfPath(path) !== null;
}

/** The platform's pages, which belong to no shop and are the same on any host (docs/decisions/0021-platform-operator.md, docs/product/screens.md#shops). */
const PLATFORM_PAGES: readonly PagePath[] = ['platform', 'shops', 'chain', 'signup'];

/** Whether a URL's path (no query) is one of the platform's pages rather than a shop's. */
export function isPlatformPage(path: string): boolean {
  const page = pageOfPath(path);
  return page !== null && PLATFORM_PAGES.includes(page);
}

/**
 * Why an address has no shop to show (docs/decisions/0020-shop-routing.md): none is there, or it
 * is suspended. The server writes it on the page's root (`data-shop-gone`), so the client's first
 * render is already the no-shop page.
 */
export const SHOP_GONE = ['missing', 'suspended'] as const;
export type ShopGone = (typeof SHOP_GONE)[number];

/** The no-shop state a page's root names, or null when it names none (or something else). */
export function shopGoneOf(value: string | undefined): ShopGone | null {
  return SHOP_GONE.find((gone) => gone === value) ?? null;
}

/** The name of the no-shop page's prerendered first paint (vite-prerender.ts): `no-shop-missing`, `no-shop-suspended`. */
export const noShopFile = (gone: ShopGone): string => `no-shop-${gone}`;

/** The web app manifest of the shop whose pages start at `base` (`/s/{slug}`, or ''): docs/decisions/0011-installable-app.md. */
export const manifestPath = (base: string): string => `${base}/manifest.webmanifest`;

/**
 * Each page's English `<title>` as the client sets it (src/client/app/page-title.ts), with
 * `SHOP_NAME_SLOT` where the shop's name goes: keyed by page (src/shared/routes.ts `PagePath`) and
 * `notFound` for any other path. The build writes them (vite-prerender.ts) to `PAGE_TITLES_FILE`
 * beside the prerendered pages, and the server names the shop in a page's title before any script
 * has run.
 */
export type PageTitleTemplates = Partial<Record<PagePath | 'notFound', string>>;
export const PAGE_TITLES_FILE = 'page-titles.json';
export const SHOP_NAME_SLOT = '{shop}';
