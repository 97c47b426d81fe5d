import type { SocketStatus } from '../socket/live-connection.js';

/**
 * Whether a staff dashboard can reach the server (docs/product/architecture.md#reach: it shows when it is offline and never
 * replays a queued command). Pure: the provider (staff-online-provider.tsx) feeds it the browser's
 * network state, the live socket and its own checks of the server.
 *
 * The socket alone does not decide: the dashboards act over HTTP when it is down (a network that
 * blocks websockets still works), so a socket down for a few seconds only makes the dashboard ask
 * the server over HTTP, and only a failed answer counts as offline.
 */
export type StaffLink = { online: true; reason: null } | { online: false; reason: 'device' | 'server' };

/** The result of one check of the server (GET /api/health), by when it started. */
export interface ServerCheck {
  at: number;
  ok: boolean;
}

export interface StaffLinkFacts {
  /** The browser's own view (navigator.onLine): false means no network at all. */
  browserOnline: boolean;
  socket: SocketStatus;
  /** When the socket stopped being connected (or the page started without it); null while connected. */
  socketDownSince: number | null;
  /** The latest check of the server, if any. */
  check: ServerCheck | null;
}

/** A socket that reconnects within this is a blip, not worth a check (it reconnects 3 s after a close). */
export const SOCKET_GRACE_MS = 5_000;
/** While the server does not answer, it is asked again this often. */
export const RECHECK_OFFLINE_MS = 5_000;
/** While it answers over HTTP with the socket still down, this often. */
export const RECHECK_ONLINE_MS = 20_000;

const ONLINE: StaffLink = { online: true, reason: null };

/** The check that counts: one made since the socket went down. */
function currentCheck(facts: StaffLinkFacts): ServerCheck | null {
  if (facts.socketDownSince === null || !facts.check) return null;
  return facts.check.at >= facts.socketDownSince ? facts.check : null;
}

/** Online, or offline with the reason the banner gives. */
export function staffLink(facts: StaffLinkFacts): StaffLink {
  if (!facts.browserOnline) return { online: false, reason: 'device' };
  if (facts.socket === 'connected') return ONLINE;
  const check = currentCheck(facts);
  return check && !check.ok ? { online: false, reason: 'server' } : ONLINE;
}

/** When to check the server next (epoch ms, maybe already past), or null when there is no need. */
export function nextCheckAt(facts: StaffLinkFacts): number | null {
  if (!facts.browserOnline || facts.socket === 'connected' || facts.socketDownSince === null) return null;
  const check = currentCheck(facts);
  if (!check) return facts.socketDownSince + SOCKET_GRACE_MS;
  return check.at + (check.ok ? RECHECK_ONLINE_MS : RECHECK_OFFLINE_MS);
}
