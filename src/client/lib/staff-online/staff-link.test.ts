import { describe, expect, test } from 'vitest';
import { nextCheckAt, RECHECK_OFFLINE_MS, RECHECK_ONLINE_MS, SOCKET_GRACE_MS, staffLink, type StaffLinkFacts } from './staff-link.js';

const T = Date.UTC(2025, 5, 1, 4, 30);
const live: StaffLinkFacts = { browserOnline: true, socket: 'connected', socketDownSince: null, check: null };
const down = (over: Partial<StaffLinkFacts> = {}): StaffLinkFacts => ({ ...live, socket: 'disconnected', socketDownSince: T, ...over });

describe('whether a staff dashboard can reach the server', () => {
  test('online with the live connection up, and nothing to check', () => {
    expect(staffLink(live)).toEqual({ online: true, reason: null });
    expect(nextCheckAt(live)).toBeNull();
  });

  test('offline at once when the device has no network, whatever the socket says', () => {
    expect(staffLink({ ...live, browserOnline: false })).toEqual({ online: false, reason: 'device' });
    expect(staffLink(down({ browserOnline: false, check: { at: T + 1, ok: true } }))).toEqual({ online: false, reason: 'device' });
    // There is no point asking the server without a network.
    expect(nextCheckAt(down({ browserOnline: false }))).toBeNull();
  });

  test('a socket that drops is a blip at first: still online, the server is asked after the grace period', () => {
    expect(staffLink(down())).toEqual({ online: true, reason: null });
    expect(staffLink(down({ socket: 'connecting' }))).toEqual({ online: true, reason: null });
    expect(nextCheckAt(down())).toBe(T + SOCKET_GRACE_MS);
  });

  test('offline when the server does not answer, and asked again soon', () => {
    const failed = down({ check: { at: T + SOCKET_GRACE_MS, ok: false } });
    expect(staffLink(failed)).toEqual({ online: false, reason: 'server' });
    expect(staffLink({ ...failed, socket: 'connecting' })).toEqual({ online: false, reason: 'server' });
    expect(nextCheckAt(failed)).toBe(T + SOCKET_GRACE_MS + RECHECK_OFFLINE_MS);
  });

  test('online when the server answers over HTTP with the socket still down (a network that blocks websockets)', () => {
    const answered = down({ check: { at: T + SOCKET_GRACE_MS, ok: true } });
    expect(staffLink(answered)).toEqual({ online: true, reason: null });
    expect(nextCheckAt(answered)).toBe(T + SOCKET_GRACE_MS + RECHECK_ONLINE_MS);
  });

  test('the socket coming back settles it, whatever the last check said', () => {
    expect(staffLink({ ...live, check: { at: T, ok: false } })).toEqual({ online: true, reason: null });
    expect(nextCheckAt({ ...live, check: { at: T, ok: false } })).toBeNull();
  });

  test('a check from before this outage does not count', () => {
    const old = down({ socketDownSince: T + 60_000, check: { at: T, ok: false } });
    expect(staffLink(old)).toEqual({ online: true, reason: null });
    expect(nextCheckAt(old)).toBe(T + 60_000 + SOCKET_GRACE_MS);
  });
});
