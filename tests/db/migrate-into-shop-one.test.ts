import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client.js';
import { onPostgres } from '../helpers/db.js';
import { migrationsUpTo, openRawDatabase, type RawDatabase } from './support/raw-database.js';

// Migration 0014 (docs/decisions/0019-shops.md) on a database the release before it filled: every
// row stays, every old column keeps its value, everything joins shop 1, and the ids go on from
// where they were.

const FIXTURE = new URL('./fixtures/release-0013.sql', import.meta.url);
const LAST_RELEASED = '0013_shop_state';
const SHOP_OWNED = ['users', 'barbers', 'services', 'shop_settings', 'bookings', 'booking_events', 'messages', 'push_subscriptions'];

type Row = Record<string, unknown>;

interface Snapshot {
  /** Each table's rows, as JSON objects. */
  rows: Map<string, Row[]>;
  /** Each sequence's last value. */
  sequences: Map<string, number | null>;
}

async function snapshot(db: RawDatabase): Promise<Snapshot> {
  const tables = await db.rows<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by 1`,
  );
  const rows = new Map<string, Row[]>();
  for (const { name } of tables) {
    const found = await db.rows<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
    rows.set(name, found.map((r) => JSON.parse(r.row) as Row));
  }
  const sequences = await db.rows<{ name: string; last: string | number | null }>(
    `select sequencename as name, last_value as last from pg_sequences where schemaname = 'public'`,
  );
  return { rows, sequences: new Map(sequences.map((s) => [s.name, s.last === null ? null : Number(s.last)])) };
}

/** The settings' singleton id is the one column that goes: the shop keys its row now. */
function withoutSingletonId({ id: _singleton, ...kept }: Row): Row {
  return kept;
}

/** Rows in one order whatever order they were read in. */
const canonical = (rows: Row[]) =>
  rows
    .map((row) => Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe(`migration 0014 on release 0013's data (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: RawDatabase;
  let released: string;
  let before: Snapshot;
  let after: Snapshot;

  beforeAll(async () => {
    released = await migrationsUpTo(LAST_RELEASED);
    db = await openRawDatabase();
    await db.migrate(released);
    await db.script(await readFile(FIXTURE, 'utf8'));
    before = await snapshot(db);
    await db.migrate(migrationsFolder);
    after = await snapshot(db);
  });
  afterAll(async () => {
    await db.close();
    await rm(released, { recursive: true, force: true });
  });

  it('starts from a realistic day of the release before', () => {
    const count = (table: string) => before.rows.get(table)?.length ?? 0;
    for (const table of [...SHOP_OWNED, 'customers', 'sessions', 'one_time_codes', 'app_config', 'rate_limits']) {
      expect(count(table), table).toBeGreaterThan(0);
    }
    expect(before.rows.has('shops')).toBe(false);
    const bookings = before.rows.get('bookings') ?? [];
    expect(new Set(bookings.map((b) => `${String(b.booking_type)} ${String(b.status)}`))).toEqual(
      new Set(['queue completed', 'queue serving', 'queue waiting', 'slot waiting', 'slot cancelled']),
    );
    expect(bookings.some((b) => b.cancel_reason === 'no_show')).toBe(true);
    expect(bookings.some((b) => b.service_seconds !== null)).toBe(true);
    expect(new Set((before.rows.get('messages') ?? []).map((m) => m.status))).toEqual(new Set(['sent', 'failed', 'skipped', 'pending']));
    const sessions = before.rows.get('sessions') ?? [];
    expect(sessions.some((s) => s.user_id !== null) && sessions.some((s) => s.customer_id !== null)).toBe(true);
  });

  it('keeps every row of every table with every old column, and puts the shop-owned ones in shop 1', () => {
    // 0015 adds the platform's operators (none yet), and an operator's column to sessions; 0017
    // the invites to sign a shop up (none yet); 0020 the shop's money (no payment yet, nobody
    // refused), each barber's commission (none), the UPI payee (unset) and a booking's UPI amount due;
    // 0023 the closed days' figures (none until a report keeps them); 0025 the list's summaries
    // (none until an instance works one out), the shop's area and PIN code (unset), and its listing
    // (off); 0026 the chains of branches (none); 0027 what customers wrote on WhatsApp and its receipts (nothing yet).
    const added = ['shops', 'operators', 'shop_invites', 'payments', 'walk_in_refusals', 'day_figures', 'shop_summaries', 'chains', 'chain_members', 'inbound_messages', 'inbound_receipts'];
    expect([...after.rows.keys()].sort()).toEqual([...before.rows.keys(), ...added].sort());
    for (const table of added.slice(1)) expect(after.rows.get(table), table).toEqual([]);
    const addedColumns: Record<string, Row> = {
      barbers: { commission_basis_points: 0 },
      shop_settings: { upi_id: '', upi_name: '', area: '', pin_code: '' },
      bookings: { upi_due_paise: null },
    };
    for (const [table, rows] of before.rows) {
      const expected = rows.map((row) => {
        const old = table === 'shop_settings' ? withoutSingletonId(row) : row;
        if (SHOP_OWNED.includes(table)) return { ...old, ...addedColumns[table], shop_id: 1 };
        // A staff session names its user's shop; a customer's names none.
        if (table === 'sessions') return { ...old, shop_id: row.user_id === null ? null : 1, operator_id: null, customer_shop_id: null };
        return old;
      });
      // 0018 marks a shop that already ran as past its first run: hours saved and opened, at the migration.
      const actual = (after.rows.get(table) ?? []).map((row) => {
        if (table !== 'shop_settings') return row;
        const { hours_saved_at: hoursSaved, first_opened_at: firstOpened, setup_dismissed_at: dismissed, ...kept } = row;
        expect([hoursSaved !== null, firstOpened !== null, dismissed]).toEqual([true, true, null]);
        return kept;
      });
      expect(canonical(actual), table).toEqual(canonical(expected));
    }
  });

  it('makes exactly one shop: shop 1, "main", active', () => {
    const shops = after.rows.get('shops') ?? [];
    expect(shops.map(({ created_at: _created, event_seq: _seq, ...shop }) => shop)).toEqual([
      { id: 1, slug: 'main', status: 'active', latitude: null, longitude: null, domain: null, listed: false, whatsapp_number_id: null },
    ]);
  });

  it("starts shop 1's change counter (0016) where the shared sequence stopped, so no page hears a number go back", () => {
    const last = before.sequences.get('booking_events_id_seq');
    expect(last).toBe(32);
    expect((after.rows.get('shops') ?? []).map((shop) => Number(shop.event_seq))).toEqual([last]);
  });

  it('goes on numbering from where the release stopped', async () => {
    for (const [sequence, last] of before.sequences) expect(after.sequences.get(sequence), sequence).toBe(last);
    const oldIds = (before.rows.get('bookings') ?? []).map((b) => Number(b.id));
    const [barber] = (before.rows.get('barbers') ?? []).filter((b) => b.deleted_at === null);
    // As the app will: the app role, in shop 1, naming no shop.
    await db.script(`begin; set local role chair_app; select set_config('app.shop_id', '1', true);
      insert into bookings (barber_id, customer_name, booking_type, service_ids, service_details, estimated_duration, barber_name)
      values (${Number(barber?.id)}, 'Walk-in', 'queue', '{1}', '[]', 30, 'After the move'); commit;`);
    const [made] = await db.rows<{ id: number; shop_id: number }>(`select id, shop_id from bookings where barber_name = 'After the move'`);
    expect(made?.shop_id).toBe(1);
    expect(made?.id).toBeGreaterThan(Math.max(...oldIds));
  });
});
