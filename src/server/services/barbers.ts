import { DELETED_BARBER_SUFFIX } from '../../shared/constants.js';
import type { Barber, BarberCreate, BarberUpdate } from '../../shared/schemas/barber.js';
import { hashPassword } from '../auth/password.js';
import { insertBarberRows } from '../db/factories.js';
import { destroyUserSessions } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { lockLiveBarber, markBarberDeleted, updateBarberRow } from '../data/barbers.js';
import { cancelActiveBookingsOfBarber } from '../data/bookings.js';
import { disableUser, updateUser, usernameOf, usernamesOf } from '../data/users.js';
import type { ShopTx } from '../db/client.js';
import { violatedConstraint } from '../db/errors.js';
import { AppError, notFound } from '../http/errors.js';
import { enqueueMessage, paramsFor } from '../messages/outbox.js';
import { commitChange } from '../realtime/changes.js';
import { planAndDayFor } from './plans.js';
import { presentBarber } from './present-barber.js';
import type { BarberRow } from './store.js';

const BARBER_NOT_FOUND = 'Barber not found';

const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', 'This username is already taken');

/** Turns the case-insensitive unique index on usernames into a 409 instead of a 500. */
async function guardUsername<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (violatedConstraint(error) === 'users_username_key') throw usernameTaken();
    throw error;
  }
}

/** A barber from the hot store with their current wait; deleted barbers are not there. */
async function presentOne(ctx: AppContext, row: BarberRow, withUser?: { username: string }): Promise<Barber> {
  const { plan, day } = await planAndDayFor(ctx, row.id);
  return presentBarber(row, plan, day, { withUser });
}

/**
 * Every barber who is not deleted, shortest wait first (docs/product/screens.md: sorted by ascending wait time).
 * The public list comes from memory; only the admin's list reads usernames from the database.
 */
export async function listBarbers(ctx: AppContext, options: { withUsers: boolean }): Promise<Barber[]> {
  const rows = await ctx.store.barbers();
  const usernames = new Map<number, string>();
  if (options.withUsers && rows.length > 0) {
    const logins = await usernamesOf(ctx.db, rows.map((row) => row.userId));
    for (const login of logins) usernames.set(login.id, login.username);
  }
  const now = ctx.clock();
  const list: Barber[] = [];
  for (const row of rows) {
    const username = usernames.get(row.userId);
    const { plan, day } = await planAndDayFor(ctx, row.id, now);
    list.push(presentBarber(row, plan, day, { withUser: username === undefined ? undefined : { username } }));
  }
  return list.sort((a, b) => a.waitTime - b.waitTime || a.id - b.id);
}

/** One barber who is not deleted, or 404. */
export async function getBarber(ctx: AppContext, id: number): Promise<Barber> {
  const row = (await ctx.store.barbers()).find((barber) => barber.id === id);
  if (!row) throw notFound(BARBER_NOT_FOUND);
  return presentOne(ctx, row);
}

/** The admin's Add Barber: the login and the profile are made together or not at all. */
export async function createBarber(ctx: AppContext, input: BarberCreate): Promise<Barber> {
  // Hashing takes a while; do it before the transaction so no row lock waits on it.
  const passwordHash = await hashPassword(input.user.password);
  const row = await guardUsername(
    commitChange(ctx, async (tx, announce) => {
      const { barber } = await insertBarberRows(tx, {
        name: input.name,
        username: input.user.username,
        passwordHash,
        photo: input.photo ?? null,
        experience: input.experience,
        ...(input.bio === undefined ? {} : { bio: input.bio }),
        ...(input.specialty === undefined ? {} : { specialty: input.specialty }),
        ...(input.isAvailable === undefined ? {} : { isAvailable: input.isAvailable }),
        ...(input.commissionBasisPoints === undefined ? {} : { commissionBasisPoints: input.commissionBasisPoints }),
      });
      await announce.notice({ type: 'barberUpdated', barberId: barber.id, data: {} });
      return barber;
    }),
  );
  return presentOne(ctx, row, { username: input.user.username });
}

/** A live (not deleted) barber row, locked for the rest of the transaction, or 404. */
async function lockBarber(tx: ShopTx, id: number): Promise<BarberRow> {
  const row = await lockLiveBarber(tx, id);
  if (!row) throw notFound(BARBER_NOT_FOUND);
  return row;
}

/**
 * The admin's Edit dialog and availability toggle. The login changes only when sent (a blank
 * password is not sent); a new password signs the barber out everywhere. Making a barber
 * unavailable keeps their bookings: they may still serve them.
 */
export async function updateBarber(ctx: AppContext, id: number, input: BarberUpdate): Promise<Barber> {
  const { user: login, photo, ...profile } = input;
  const passwordHash = login?.password === undefined ? undefined : await hashPassword(login.password);
  const result = await guardUsername(
    commitChange(ctx, async (tx, announce) => {
      const current = await lockBarber(tx, id);
      const changes = { ...profile, ...(photo === undefined ? {} : { photo: photo || null }) };
      const row = Object.keys(changes).length > 0 ? await updateBarberRow(tx, id, changes) : current;
      if (!row) throw new Error('update barbers returned nothing');
      const userChanges = {
        ...(login?.username === undefined ? {} : { username: login.username }),
        ...(passwordHash === undefined ? {} : { passwordHash }),
      };
      const username = Object.keys(userChanges).length > 0 ? await updateUser(tx, row.userId, userChanges) : await usernameOf(tx, row.userId);
      if (username === undefined) throw new Error('barber without user');
      if (passwordHash !== undefined) await destroyUserSessions(tx, ctx.shopId, row.userId);
      await announce.notice({ type: 'barberUpdated', barberId: id, data: {} });
      return { row, username };
    }),
  );
  return presentOne(ctx, result.row, { username: result.username });
}

/**
 * Soft delete (docs/product/data.md#invariants): the name gets ' (deleted)', login is disabled and every session ended,
 * and the barber's waiting and serving bookings are cancelled by the barber; history stays.
 */
export async function deleteBarber(ctx: AppContext, id: number): Promise<void> {
  const now = new Date(ctx.clock());
  const { timeZone } = await ctx.store.settings();
  await commitChange(ctx, async (tx, announce) => {
    const row = await lockBarber(tx, id);
    await markBarberDeleted(tx, id, `${row.name}${DELETED_BARBER_SUFFIX}`, now);
    // The login is disabled and its username freed for a new barber.
    await disableUser(tx, row.userId);
    await destroyUserSessions(tx, ctx.shopId, row.userId);
    // Nothing is owed for a cancelled booking: a UPI amount due goes with it (docs/product/money.md#upi).
    const cancelled = await cancelActiveBookingsOfBarber(tx, id, {
      status: 'cancelled',
      cancelledBy: 'barber',
      finishedAt: now,
      updatedAt: now,
      upiDuePaise: null,
    });
    for (const booking of cancelled) {
      await announce.booking({
        type: 'bookingStatusChanged',
        bookingId: booking.id,
        barberId: id,
        data: { status: 'cancelled', cancelledBy: 'barber' },
      });
      const params = paramsFor(ctx, booking, timeZone);
      await enqueueMessage(tx, ctx, { booking, kind: 'cancelled_by_shop', params, now: now.getTime() });
    }
    await announce.notice({ type: 'barberUpdated', barberId: id, data: {} });
  });
}
