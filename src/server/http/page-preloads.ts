import { pageOfPath, type PagePath } from '../../shared/routes.js';

/** One entry of Vite's build manifest (the fields read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * Each page (by its path in src/shared/routes.ts), with the module the client's router lazy-loads for it
 * (src/client/app/pages.ts). A page's chunks are announced in its HTML so the browser fetches
 * them beside the entry instead of one after another once it has run (the build leaves out
 * Vite's own preload helper: the first page's JavaScript has a budget, docs/product/architecture.md#the-web-client). The home and
 * booking pages also have their first paint made at build time (`prerendered`, the file the
 * build wrote for it: vite-prerender.ts).
 */
export const FIRST_PAGES: { page: PagePath; module: string; prerendered?: string }[] = [
  { page: 'home', module: 'features/home/home-page.tsx', prerendered: 'home' },
  { page: 'booking', module: 'features/booking/booking-page.tsx', prerendered: 'booking' },
  { page: 'track', module: 'features/track/track-page.tsx' },
  { page: 'customerLogin', module: 'features/customer/customer-login-page.tsx' },
  { page: 'customerAccount', module: 'features/customer/account-page.tsx' },
  { page: 'customerBookings', module: 'features/customer/my-bookings-page.tsx' },
  { page: 'barberLogin', module: 'features/barber/barber-login-page.tsx' },
  { page: 'barberDashboard', module: 'features/barber/barber-dashboard-page.tsx' },
  { page: 'adminLogin', module: 'features/admin/admin-login-page.tsx' },
  { page: 'adminDashboard', module: 'features/admin/admin-dashboard-page.tsx' },
  { page: 'board', module: 'features/board/board-page.tsx' },
  { page: 'platform', module: 'features/platform/platform-page.tsx' },
  { page: 'shops', module: 'features/shops/shops-page.tsx' },
  { page: 'chain', module: 'features/shops/chain-page.tsx' },
  { page: 'signup', module: 'features/signup/signup-page.tsx' },
];

/** A manifest key and the chunks it imports statically, transitively. */
function closure(manifest: ClientManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !(key in manifest)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The `<link>` tags that preload a page module's chunks and styles, less what the entry loads anyway. */
export function preloadTags(manifest: ClientManifest, module: string): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey, new Set()) : new Set<string>();
  const links: string[] = [];
  for (const key of closure(manifest, module, new Set())) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) links.push(`<link rel="preload" as="style" href="/${css}">`);
  }
  return links.join('');
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html for each first page with its preloads and, where the build made one, its
 * prerendered `#root` (all made once at start), and for every other path as built. `prerendered`
 * maps a page's file name to its `#root` element.
 */
export function pageHtmlFor(
  indexHtml: string,
  manifest: ClientManifest | null,
  prerendered: ReadonlyMap<string, string> = new Map(),
): (path: string) => string {
  if (!manifest) return () => indexHtml;
  const pages = new Map(
    FIRST_PAGES.map(({ page, module, prerendered: name }) => {
      const html = indexHtml.replace('</head>', `${preloadTags(manifest, module)}</head>`);
      const root = name === undefined ? undefined : prerendered.get(name);
      return [page, root === undefined ? html : html.replace(EMPTY_ROOT, root)] as const;
    }),
  );
  return (path) => {
    const page = pageOfPath(path);
    return (page && pages.get(page)) ?? indexHtml;
  };
}
