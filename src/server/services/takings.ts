import { shareAtRates, type NetAtRate } from '../../shared/domain/commission.js';
import { addCalendarDays } from '../../shared/domain/format.js';
import { shopDateTimeOf, shopDayStart, type ShopDayRule } from '../../shared/domain/shop-day.js';
import {
  daysInRange,
  type TakingsBarber,
  type TakingsEntriesPage,
  type TakingsEntriesQuery,
  type TakingsEntry,
  type TakingsQuery,
  type TakingsReport,
  type TakingsTotals,
} from '../../shared/schemas/takings.js';
import type { AppContext } from '../context.js';
import {
  currentTakingsEntries,
  takingsBarbers,
  takingsByDay,
  takingsEntriesPage,
  takingsNetByRate,
  takingsSums,
  type TakingsEntryRow,
  type TakingsSumRow,
  type TakingsWindow,
} from '../data/takings.js';

/*
 * The day's takings and each barber's share (docs/product/money.md, Takings). A barber's calls
 * read only their own entries: the caller passes their chair, or undefined for the admin.
 */

/** The instants of a range of shop dates: from the first date's start up to the start of the date after the last. */
function windowOf(range: { from: string; to: string }, rule: ShopDayRule, barberId: number | undefined): TakingsWindow {
  return {
    from: new Date(shopDayStart(range.from, rule)),
    to: new Date(shopDayStart(addCalendarDays(range.to, 1), rule)),
    barberId,
  };
}

const ZERO_TOTALS: TakingsTotals = {
  receivedPaise: 0,
  cashPaise: 0,
  upiPaise: 0,
  cardPaise: 0,
  tipsPaise: 0,
  discountsPaise: 0,
  unpaidPaise: 0,
  entries: 0,
};

function totalsOf(row: TakingsSumRow | undefined): TakingsTotals {
  if (!row) return ZERO_TOTALS;
  return {
    receivedPaise: Number(row.received),
    cashPaise: Number(row.cash),
    upiPaise: Number(row.upi),
    cardPaise: Number(row.card),
    tipsPaise: Number(row.tips),
    discountsPaise: Number(row.discounts),
    unpaidPaise: Number(row.unpaid),
    entries: Number(row.entries),
  };
}

/**
 * The range's totals, each barber's figures and share, and each day's: a barber gets only their
 * own. Every figure is read in one transaction, so a payment written meanwhile shows in all of them
 * or in none: on PostgreSQL a repeatable read one; the embedded database runs one transaction at a
 * time anyway.
 */
export async function takingsReport(ctx: AppContext, range: TakingsQuery, barberId: number | undefined): Promise<TakingsReport> {
  const rule = await ctx.store.settings();
  const window = windowOf(range, rule, barberId);
  const snapshot = ctx.database.kind === 'postgres' ? ({ isolationLevel: 'repeatable read', accessMode: 'read only' } as const) : undefined;
  const { sums, rates, perDay, people } = await ctx.db.transaction(async (tx) => {
    const sums = await takingsSums(tx, window);
    const withEntries = sums.filter((row) => Number(row.whole) === 0 && row.barber_id !== null).map((row) => Number(row.barber_id));
    return {
      sums,
      rates: await takingsNetByRate(tx, window),
      perDay: await takingsByDay(tx, window, rule),
      people: await takingsBarbers(tx, withEntries, barberId),
    };
  }, snapshot);
  const whole = sums.find((row) => Number(row.whole) === 1);
  const byBarber = new Map(sums.filter((row) => Number(row.whole) === 0 && row.barber_id !== null).map((row) => [Number(row.barber_id), row]));
  const netsOf = new Map<number, NetAtRate[]>();
  for (const row of rates) {
    const nets = netsOf.get(row.barber_id) ?? [];
    nets.push({ netPaidPaise: Number(row.net_paid), basisPoints: row.basis_points });
    netsOf.set(row.barber_id, nets);
  }

  const barbers: TakingsBarber[] = people
    .map((person) => {
      const totals = totalsOf(byBarber.get(person.id));
      // Each entry's net at the rate it keeps (docs/product/money.md, Takings); the answer's rate is the barber's current one.
      const share = shareAtRates(netsOf.get(person.id) ?? [], totals.tipsPaise);
      return {
        barberId: person.id,
        name: person.name,
        commissionBasisPoints: person.commissionBasisPoints,
        ...share,
        receivedPaise: totals.receivedPaise,
        unpaidPaise: totals.unpaidPaise,
        entries: totals.entries,
      };
    })
    // Those with entries first, the most received first; then by name.
    .sort((a, b) => b.receivedPaise - a.receivedPaise || b.entries - a.entries || a.name.localeCompare(b.name) || a.barberId - b.barberId);

  const dayRows = new Map(perDay.map((row) => [row.day, row]));
  const days = Array.from({ length: daysInRange(range.from, range.to) }, (_, index) => {
    const date = addCalendarDays(range.from, index);
    const row = dayRows.get(date);
    return { date, receivedPaise: row ? Number(row.received) : 0, entries: row ? Number(row.entries) : 0 };
  });

  return { from: range.from, to: range.to, totals: totalsOf(whole), barbers, days };
}

function presentEntry(row: TakingsEntryRow, rule: ShopDayRule): TakingsEntry {
  const netPaise = row.servicesPaise - row.discountPaise;
  const { date, time } = shopDateTimeOf(row.takenAt.getTime(), rule);
  return {
    id: row.id,
    bookingId: row.bookingId,
    token: row.bookingId,
    customerName: row.customerName,
    barberId: row.barberId,
    barberName: row.barberName,
    items: row.items.map((item) => ({ name: item.name, pricePaise: item.pricePaise, serviceId: item.serviceId })),
    servicesPaise: row.servicesPaise,
    discountPaise: row.discountPaise,
    tipPaise: row.tipPaise,
    netPaise,
    totalPaise: netPaise + row.tipPaise,
    method: row.method,
    correctsId: row.correctsId,
    correctedById: row.correctedById,
    takenAt: row.takenAt.toISOString(),
    date,
    time,
  };
}

/** The cursor names the last entry of a page: when its money was taken, in ms, and its id. */
const encodeCursor = (entry: TakingsEntryRow) => `${String(entry.takenAt.getTime())}_${String(entry.id)}`;

function decodeCursor(cursor: string | undefined): { at: number; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const [at = '0', id = '0'] = cursor.split('_');
  return { at: Number(at), id: Number(id) };
}

/** One page of the range's entries, newest first, corrected ones marked: a barber gets only their own. */
export async function takingsEntries(ctx: AppContext, query: TakingsEntriesQuery, barberId: number | undefined): Promise<TakingsEntriesPage> {
  const rule = await ctx.store.settings();
  const rows = await takingsEntriesPage(ctx.db, windowOf(query, rule, barberId), decodeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => presentEntry(row, rule)),
    nextCursor: rows.length > query.limit && last !== undefined ? encodeCursor(last) : null,
  };
}

/** Rupees as plain numbers with two decimals: 45000 paise → `450.00`. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${String(Math.trunc(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One CSV field, RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (starting with = + - @ or a tab) gets a leading
 * apostrophe first (docs/product/money.md).
 */
export function csvField(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const TAKINGS_CSV_COLUMNS = ['date', 'time', 'token', 'barber', 'services', 'method', 'net', 'discount', 'tip', 'total', 'corrects'] as const;

/** The range's current entries as the accountant's CSV (docs/product/money.md): a header, then a row per entry, oldest first, CRLF line ends. */
export async function takingsCsv(ctx: AppContext, range: TakingsQuery): Promise<string> {
  const rule = await ctx.store.settings();
  const rows = await currentTakingsEntries(ctx.db, windowOf(range, rule, undefined));
  const lines = [TAKINGS_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const entry = presentEntry(row, rule);
    lines.push(
      [
        entry.date,
        entry.time,
        String(entry.token),
        csvField(entry.barberName),
        csvField(entry.items.map((item) => item.name).join('; ')),
        entry.method,
        csvRupees(entry.netPaise),
        csvRupees(entry.discountPaise),
        csvRupees(entry.tipPaise),
        csvRupees(entry.totalPaise),
        entry.correctsId === null ? '' : String(entry.correctsId),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
