/**
 * When a page of an address with no shop asks again whether its shop is there
 * (docs/decisions/0020-shop-routing.md): the operator may create the shop or resume it while the
 * page is open, and the page then shows the shop by itself. Pure: `useShopRecheck` feeds it the
 * page's visibility, the network and its own questions.
 *
 * Every instance forgets its answer for the shop's slug as soon as the shop is created or resumed
 * (it hears the change from the database: src/server/services/shop-changes.ts), so the next
 * question finds the shop: it shows within one interval, and an open page costs the server one
 * cheap request a half minute, answered from memory.
 */

/** While the page is visible, how often it asks. */
export const SHOP_RECHECK_MS = 30_000;
/** The least time between two questions, however often the tab is shown again or the network comes back. */
export const SHOP_RECHECK_GAP_MS = 5_000;

export interface RecheckFacts {
  /** `document.visibilityState === 'visible'`: a hidden tab never asks. */
  visible: boolean;
  /** `navigator.onLine`: without a network there is nobody to ask. */
  online: boolean;
  /** A question is under way. */
  asking: boolean;
  /** When the page last asked (epoch ms); at first, when it loaded, since its first requests asked. */
  lastAskedAt: number;
}

/**
 * In how many milliseconds to ask next (0: now), or null not to ask: the tab is hidden, the device
 * offline, or a question is under way (its answer plans the next). `woke`: the tab was shown again
 * or the network came back, which is worth asking at once unless the page asked a moment ago.
 */
export function nextRecheckIn(facts: RecheckFacts, now: number, woke: boolean): number | null {
  if (!facts.visible || !facts.online || facts.asking) return null;
  const wait = (woke ? SHOP_RECHECK_GAP_MS : SHOP_RECHECK_MS) - (now - facts.lastAskedAt);
  // A clock set back never makes the page wait longer than one interval.
  return Math.min(Math.max(0, wait), SHOP_RECHECK_MS);
}
