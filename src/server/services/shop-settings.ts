import { DEFAULT_SHOP_SETTINGS } from '../../shared/constants.js';
import { UPI_NAME_REQUIRED_MESSAGE, type ShopSettings, type ShopSettingsUpdate } from '../../shared/schemas/shop-settings.js';
import { shopDateOf } from '../../shared/domain/shop-day.js';
import { shopOpenings, stateFromOpenings } from '../../shared/domain/shop-state.js';
import type { AppContext } from '../context.js';
import { waitingBookings } from '../data/bookings.js';
import { lockSettingsOpen, saveSettings, settingsRow } from '../data/shop-settings.js';
import type { ShopTx } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import { commitChange } from '../realtime/changes.js';
import { barberTimeOf, shopTimeOf } from './plans.js';
import type { BarberRow, SettingsRow } from './store.js';

const iso = (instant: number | null | undefined) => (instant === null || instant === undefined ? null : new Date(instant).toISOString());

/**
 * The settings row as the API shows it (docs/product/data.md Shop settings), with the shop's openings and its
 * state at `now` from the current barbers' hours (docs/decisions/0017-shop-state.md).
 */
export function presentShopSettings(row: SettingsRow, barbers: readonly BarberRow[], now: number): ShopSettings {
  const shop = shopTimeOf(row);
  const openings = shopOpenings(now, shop, barbers.map((barber) => barberTimeOf(barber)));
  const state = stateFromOpenings(now, row.isOpen, openings, shop);
  return {
    isOpen: row.isOpen,
    openTime: row.openTime,
    closeTime: row.closeTime,
    slotInterval: row.slotInterval as ShopSettings['slotInterval'],
    timeZone: row.timeZone,
    shopName: row.shopName,
    shopPhone: row.shopPhone,
    shopAddress: row.shopAddress,
    mapUrl: row.mapUrl,
    turnNearMinutes: row.turnNearMinutes,
    closedDates: row.closedDates,
    walkInsBeforeOpeningMinutes: row.walkInsBeforeOpeningMinutes,
    upiId: row.upiId,
    upiName: row.upiName,
    openings: openings.map((opening) => ({ start: new Date(opening.start).toISOString(), end: new Date(opening.end).toISOString() })),
    state: {
      kind: state.kind,
      opensAt: iso(state.kind === 'opens_later' || state.kind === 'closed_today' ? state.opensAt : null),
      closesAt: iso(state.kind === 'open' ? state.closesAt : null),
    },
    setup: {
      hoursChecked:
        row.hoursSavedAt !== null || row.openTime !== DEFAULT_SHOP_SETTINGS.openTime || row.closeTime !== DEFAULT_SHOP_SETTINGS.closeTime,
      openedOnce: row.firstOpenedAt !== null || row.isOpen,
      dismissed: row.setupDismissedAt !== null,
    },
  };
}

/** The settings as GET /api/shop-settings answers them now, from the hot store. */
export async function readShopSettings(ctx: AppContext): Promise<ShopSettings> {
  const [row, barbers] = await Promise.all([ctx.store.settings(), ctx.store.barbers()]);
  return presentShopSettings(row, barbers, ctx.clock());
}

/**
 * A UPI ID keeps a payee name (docs/product/money.md#upi): a change of the name alone is judged
 * against the ID stored, read under the settings' lock. Only the ID's own removal takes the name away.
 */
async function requireUpiName(tx: ShopTx, update: ShopSettingsUpdate): Promise<void> {
  if (update.upiName === undefined || update.upiId !== undefined) return;
  const stored = await settingsRow(tx);
  if ((stored?.upiId ?? '') !== '' && update.upiName === '') throw badRequest('upiName', UPI_NAME_REQUIRED_MESSAGE);
}

/**
 * Applies the admin's change to the single settings row (created on first write) and tells every
 * client; the status notice goes out for any change, since hours and interval move free slots too.
 */
export async function updateShopSettings(ctx: AppContext, update: ShopSettingsUpdate): Promise<SettingsRow> {
  const now = ctx.clock();
  const current = await ctx.store.settings();
  // Closed dates are kept ascending, without those already past: today is the shop date under the
  // hours being saved, so a closed night past midnight is kept until it ends.
  const today = shopDateOf(now, {
    openTime: update.openTime ?? current.openTime,
    closeTime: update.closeTime ?? current.closeTime,
    timeZone: update.timeZone ?? current.timeZone,
  });
  const closedDates = update.closedDates?.filter((date) => date >= today).sort();
  const { setupDismissed, ...fields } = update;
  const at = new Date(now);
  const changes = {
    ...fields,
    ...(closedDates ? { closedDates } : {}),
    // Without a UPI ID there is no payee: the name goes with it (docs/product/money.md#upi).
    ...(update.upiId === '' ? { upiName: '' } : {}),
    updatedAt: at,
    // The first run's facts (docs/product/screens.md Set up your shop): saving either time, even unchanged, checks the hours.
    ...(update.openTime !== undefined || update.closeTime !== undefined ? { hoursSavedAt: at } : {}),
    ...(update.isOpen === true && current.firstOpenedAt === null ? { firstOpenedAt: at } : {}),
    ...(setupDismissed ? { setupDismissedAt: at } : {}),
  };
  return commitChange(ctx, async (tx, announce) => {
    // Closing tells every customer still waiting, once (spec: "notifies customers the shop is closed").
    const wasOpen = await lockSettingsOpen(tx);
    await requireUpiName(tx, update);
    const saved = await saveSettings(tx, changes);
    await announce.notice({ type: 'shopStatusUpdated', data: { isOpen: saved.isOpen } });
    if ((wasOpen ?? true) && !saved.isOpen) {
      const waiting = await waitingBookings(tx);
      for (const booking of waiting) {
        await enqueueMessage(tx, ctx, { booking, kind: 'shop_closed', params: paramsFor(ctx, booking, saved.timeZone), now });
      }
    }
    return saved;
  });
}
