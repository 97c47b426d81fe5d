import type { Language } from '../../shared/constants.js';
import { ROUTES } from '../../shared/contract/routes.js';
import { OFFLINE_TEXTS, type OfflineTexts } from './offline-texts.js';
import type { ShopContact } from './shop-contact.js';

/**
 * The page the service worker answers a navigation with when the server cannot be reached: the
 * shop's name, a way to call it, and Try again. Written by the worker at the moment it is needed,
 * from the last shop contact details it kept (shop-contact.ts); styled by the app's own
 * stylesheet, which the worker keeps. Its one small script opens the page again by itself once
 * the network is back or the server answers again.
 */
export interface OfflinePageInput {
  contact: ShopContact | null;
  /** The page that could not be loaded (path and query): Try again goes there again. */
  retryUrl: string;
  /** The app's stylesheets (hashed /assets/ files, kept by the worker). */
  stylesheets: readonly string[];
  /** The app's icon, kept by the worker. */
  icon: string;
  /** The language the app was last shown in on this device (English unless told). */
  language?: Language;
}

/** How often the offline page asks whether the shop's server answers again. */
export const OFFLINE_RECHECK_MS = 5_000;

/**
 * Reloads the page (the one that failed: the worker answered its navigation) once the server's
 * health check answers: asked when the browser says it is online again, and every few seconds
 * besides, since a shop's server can be down while the phone's network is fine (no `online` event
 * then), and an `online` event can come before the connection really works.
 */
export const RELOAD_SCRIPT =
  `(()=>{const check=()=>fetch('${ROUTES.health.check.path}',{cache:'no-store'}).then((answer)=>{if(answer.ok)location.reload()},()=>{});` +
  `addEventListener('online',check);setInterval(check,${OFFLINE_RECHECK_MS})})()`;

/** RELOAD_SCRIPT's SHA-256, base64 (offline-page.test.ts checks it): the policy allows that script alone. */
export const RELOAD_SCRIPT_HASH = 'sha256-Mph4gnnn7zFHG+ocF3WcKG4dvrR6Qe0u45kZX8xG2xY=';

/**
 * The offline page's own Content-Security-Policy: styles, fonts and images from the app, its one
 * script by hash, the health check, no framing. The worker's answer carries it, as the server's
 * pages carry theirs.
 */
export const OFFLINE_PAGE_POLICY = [
  "default-src 'none'",
  `script-src '${RELOAD_SCRIPT_HASH}'`,
  "connect-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe for HTML: the shop's name and phone are typed by the admin. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** A same-site path for Try again; anything else (another site, a script URL) goes home. */
export function safeRetryUrl(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}

// The app's button looks (components/ui/button.tsx): brass for the call, a bordered one on dark;
// a little less padding, so 'Call' and the number stay on one line in Hindi too.
const BUTTON =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold tracking-wide transition-colors duration-150 [&_svg]:size-4 [&_svg]:shrink-0';
const PRIMARY = `${BUTTON} bg-gold-400 text-ink-950 shadow-sm shadow-gold-600/20 hover:bg-gold-300 active:bg-gold-500`;
const ON_DARK = `${BUTTON} border border-white/30 bg-transparent text-white hover:bg-white/5 active:bg-white/10`;

/** Lucide's icons (phone, rotate-cw, wifi-off), drawn inline: the page loads no script. */
const icon = (paths: string) =>
  `<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
const PHONE_ICON = icon(
  '<path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384"/>',
);
const RETRY_ICON = icon('<path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/>');
const OFFLINE_ICON = icon(
  '<path d="M12 20h.01"/><path d="M8.5 16.429a5 5 0 0 1 7 0"/><path d="M5 12.859a10 10 0 0 1 5.17-2.69"/><path d="M19 12.859a10 10 0 0 0-2.007-1.523"/><path d="M2 8.82a15 15 0 0 1 4.177-2.643"/><path d="M22 8.82a15 15 0 0 0-11.288-3.764"/><path d="m2 2 20 20"/>',
);

function callSection(contact: ShopContact | null, t: OfflineTexts): string {
  if (!contact?.phone || !contact.phoneHref) return '';
  return [
    '<section aria-labelledby="call-heading" class="flex w-full flex-col gap-3 rounded-2xl border border-white/10 bg-white/5 p-5">',
    `<h2 id="call-heading" class="font-sans text-sm font-medium leading-relaxed text-ink-200">${t.callToJoin}</h2>`,
    `<a href="${escapeHtml(contact.phoneHref)}" class="${PRIMARY}">${PHONE_ICON}<span>${t.call} <span class="whitespace-nowrap tabular-nums">${escapeHtml(contact.phone)}</span></span></a>`,
    '</section>',
  ].join('');
}

/** The whole offline page, as HTML, in the language given (its own texts are markup-safe; the shop's are escaped). */
export function offlinePageHtml({ contact, retryUrl, stylesheets, icon: iconUrl, language = 'en' }: OfflinePageInput): string {
  const t = OFFLINE_TEXTS[language];
  const name = contact?.name ?? null;
  const title = name ? t.titleWithShop(name) : t.offline;
  const styles = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="theme-color" content="#0e0e10">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="icon" href="${escapeHtml(iconUrl)}">${styles}</head>`,
    '<body class="bg-charcoal min-h-dvh text-white">',
    '<main class="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-7 px-6 py-12 text-center">',
    `<div class="relative"><img src="${escapeHtml(iconUrl)}" alt="" width="80" height="80" class="size-20 rounded-2xl shadow-xl shadow-black/40">`,
    `<span class="absolute -bottom-2 -right-2 flex size-9 items-center justify-center rounded-full border-2 border-ink-950 bg-ink-800 text-gold-300 [&_svg]:size-4">${OFFLINE_ICON}</span></div>`,
    '<div class="flex flex-col items-center gap-3">',
    name ? `<p class="text-[0.6875rem] font-semibold uppercase tracking-[0.3em] text-gold-300">${escapeHtml(name)}</p>` : '',
    `<h1 class="font-display text-3xl font-semibold leading-tight sm:text-4xl">${t.offline}</h1>`,
    `<p class="max-w-sm text-base leading-relaxed text-ink-300">${t.cannotReach(name ? escapeHtml(name) : t.theShop)}</p>`,
    '</div>',
    callSection(contact, t),
    `<a href="${escapeHtml(safeRetryUrl(retryUrl))}" class="${ON_DARK}">${RETRY_ICON}<span>${t.tryAgain}</span></a>`,
    `<p class="max-w-sm text-xs leading-relaxed text-ink-300">${t.noOldWaits}</p>`,
    `</main><script>${RELOAD_SCRIPT}</script></body></html>`,
  ].join('');
}
