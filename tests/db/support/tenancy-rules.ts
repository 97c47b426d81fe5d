import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../src/server/db/client.js';

/**
 * The tables with no shop (docs/decisions/0019-shops.md). Every other table in schema public is
 * shop-owned and must keep the rules that `tenancyViolations` reads from the catalog.
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  shops: 'the tenants themselves',
  customers: 'a phone is one identity in every shop',
  one_time_codes: 'a sign-in code is sent to a phone, whichever shop it is used in',
  app_config: 'server-wide settings every instance shares, such as the secret key',
  rate_limits: 'send limits per phone and per IP across the whole server',
  sessions: 'a cookie is looked up before its shop is known; a staff session names its shop',
  operators: 'the platform operators create and watch shops and belong to none',
  shop_invites: 'an operator’s invite signs up a shop that does not exist yet; it names the shop it made',
  chains: 'a chain spans the shops of one owner',
  chain_members: 'which chain a shop is a branch of, and its owner login there; the owner switches across shops',
  shop_summaries: 'the platform’s list of shops reads every listed shop’s summary at once; no row holds a customer’s data',
  inbound_receipts: 'a WhatsApp message id is unique across the platform, and a message delivered again may be routed to another shop',
};

/**
 * The policies besides shop_isolation a shop-owned table may have: the platform's role reads
 * these tables across shops, and updates messages and inbound messages (docs/decisions/0021-platform-operator.md).
 * Each is for chair_platform alone, so no shop's handle sees more.
 */
export const PLATFORM_POLICIES: Readonly<Record<string, readonly string[]>> = {
  bookings: ['platform_read'],
  shop_settings: ['platform_read'],
  barbers: ['platform_read'],
  users: ['platform_read'],
  messages: ['platform_read', 'platform_update'],
  // The worker claims what customers wrote across shops, as it claims messages.
  inbound_messages: ['platform_read', 'platform_update'],
};

const PLATFORM_COMMANDS: Readonly<Record<string, string>> = { platform_read: 'SELECT', platform_update: 'UPDATE' };

interface TableRow {
  name: string;
  rls: boolean;
  forced: boolean;
}
interface ShopColumnRow {
  table: string;
  notNull: boolean;
  type: string;
  default: string | null;
}
interface ForeignKeyRow {
  name: string;
  table: string;
  foreignTable: string;
  columns: string[];
  foreignColumns: string[];
}
interface KeyRow {
  name: string;
  table: string;
  kind: string;
  firstKey: string;
}
interface PolicyRow {
  table: string;
  name: string;
  permissive: string;
  roles: string[];
  command: string;
  using: string | null;
  check: string | null;
}

const query = async <T>(tx: Tx, statement: SQL) => rowsOf<T>(await tx.execute(statement));

/** The names of a constraint's columns, in key order. */
const columnNames = (keys: SQL, relation: SQL) => sql`array(
  select a.attname::text from unnest(${keys}) with ordinality k(attnum, ord)
  join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum order by k.ord)`;

/** What the catalog says about every table of schema public. */
async function readCatalog(tx: Tx) {
  const inPublic = sql`c.relnamespace = 'public'::regnamespace`;
  const tables = await query<TableRow>(
    tx,
    sql`select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced
        from pg_class c where ${inPublic} and c.relkind in ('r', 'p') order by c.relname`,
  );
  const shopColumns = await query<ShopColumnRow>(
    tx,
    sql`select c.relname as "table", a.attnotnull as "notNull", format_type(a.atttypid, a.atttypmod) as type,
          pg_get_expr(d.adbin, d.adrelid) as default
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where ${inPublic} and c.relkind in ('r', 'p') and a.attname = 'shop_id' and not a.attisdropped`,
  );
  const foreignKeys = await query<ForeignKeyRow>(
    tx,
    sql`select con.conname as name, c.relname as "table", f.relname as "foreignTable",
          ${columnNames(sql`con.conkey`, sql`con.conrelid`)} as columns,
          ${columnNames(sql`con.confkey`, sql`con.confrelid`)} as "foreignColumns"
        from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class f on f.oid = con.confrelid
        where ${inPublic} and con.contype = 'f'`,
  );
  // Primary keys, unique constraints and exclusion constraints, and every unique index besides.
  const keys = await query<KeyRow>(
    tx,
    sql`select con.conname as name, c.relname as "table", con.contype::text as kind,
          pg_get_indexdef(con.conindid, 1, true) as "firstKey"
        from pg_constraint con join pg_class c on c.oid = con.conrelid
        where ${inPublic} and con.contype in ('p', 'u', 'x')
        union all
        select i.relname, c.relname, 'unique index', pg_get_indexdef(x.indexrelid, 1, true)
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
        where ${inPublic} and x.indisunique`,
  );
  const policies = await query<PolicyRow>(
    tx,
    sql`select tablename::text as "table", policyname::text as name, permissive, roles::text[] as roles,
          cmd as command, qual as using, with_check as check
        from pg_policies where schemaname = 'public'`,
  );
  return { tables, shopColumns, foreignKeys, keys, policies };
}

/** `shop_id = current_shop_id()`, however the server prints it. */
const isShopScope = (expression: string | null) => /^\(*shop_id = current_shop_id\(\)\)*$/.test(expression ?? '');

/**
 * Every way a table of schema public breaks the tenancy rules, as sentences; none when it keeps
 * them. A table is global (listed above: no row security) or shop-owned: `shop_id not null default
 * current_shop_id()` referencing shops, every key and uniqueness starting with shop_id, every
 * reference to a shop-owned table carrying shop_id, row level security enabled and forced, and the
 * one `shop_isolation` policy.
 */
export async function tenancyViolations(tx: Tx, globalTables: Readonly<Record<string, string>> = GLOBAL_TABLES) {
  const catalog = await readCatalog(tx);
  const problems: string[] = [];
  const names = new Set(catalog.tables.map((table) => table.name));
  for (const name of Object.keys(globalTables)) {
    if (!names.has(name)) problems.push(`${name}: listed as global but there is no such table`);
  }
  const shopOwned = new Set([...names].filter((name) => !(name in globalTables)));

  for (const table of catalog.tables) {
    const of = <T extends { table: string }>(rows: T[]) => rows.filter((row) => row.table === table.name);
    const column = of(catalog.shopColumns)[0];
    const shopReference = of(catalog.foreignKeys).find(
      (fk) => fk.foreignTable === 'shops' && fk.columns.join() === 'shop_id' && fk.foreignColumns.join() === 'id',
    );
    if (!shopOwned.has(table.name)) {
      if (table.rls) problems.push(`${table.name}: global, yet row level security is on (the global handle would see nothing)`);
      if (column && !shopReference) problems.push(`${table.name}: its shop_id does not reference shops(id)`);
      continue;
    }
    if (!column) {
      problems.push(`${table.name}: has no shop_id; a table of no shop must be listed as global, with why`);
      continue;
    }
    if (!column.notNull) problems.push(`${table.name}: shop_id may be null`);
    if (column.type !== 'integer') problems.push(`${table.name}: shop_id is ${column.type}, not integer`);
    if (column.default !== 'current_shop_id()') problems.push(`${table.name}: shop_id's default is ${column.default ?? 'none'}, not current_shop_id()`);
    if (!shopReference) problems.push(`${table.name}: shop_id does not reference shops(id)`);
    const keys = of(catalog.keys);
    if (!keys.some((key) => key.kind === 'p')) problems.push(`${table.name}: has no primary key`);
    for (const key of keys) {
      if (key.firstKey !== 'shop_id') problems.push(`${table.name}: ${key.name} (${key.kind}) starts with ${key.firstKey}, not shop_id`);
    }
    if (!table.rls) problems.push(`${table.name}: row level security is not enabled`);
    if (!table.forced) problems.push(`${table.name}: row level security is not forced`);
    const policies = of(catalog.policies);
    const isolation = policies.find((policy) => policy.name === 'shop_isolation');
    if (!isolation) problems.push(`${table.name}: has no shop_isolation policy`);
    else if (
      isolation.permissive !== 'PERMISSIVE' ||
      isolation.command !== 'ALL' ||
      isolation.roles.join() !== 'public' ||
      !isShopScope(isolation.using) ||
      !isShopScope(isolation.check)
    ) {
      problems.push(`${table.name}: shop_isolation is not "for all to public using and with check shop_id = current_shop_id()"`);
    }
    // Another permissive policy would widen what a shop sees; a restrictive one is for a later design.
    // The platform's few are let through only as written: its role alone, one command, every row.
    for (const policy of policies) {
      if (policy.name === 'shop_isolation') continue;
      if (!PLATFORM_POLICIES[table.name]?.includes(policy.name)) {
        problems.push(`${table.name}: policy ${policy.name} besides shop_isolation`);
      } else if (
        policy.permissive !== 'PERMISSIVE' ||
        policy.roles.join() !== 'chair_platform' ||
        policy.command !== PLATFORM_COMMANDS[policy.name] ||
        policy.using !== 'true' ||
        (policy.command === 'UPDATE' ? policy.check !== 'true' : policy.check !== null)
      ) {
        problems.push(`${table.name}: ${policy.name} is not "for ${PLATFORM_COMMANDS[policy.name] ?? '?'} to chair_platform using (true)"`);
      }
    }
  }

  // Any table, global ones too, points into a shop-owned table only through shop_id.
  for (const fk of catalog.foreignKeys) {
    if (!shopOwned.has(fk.foreignTable)) continue;
    const at = fk.foreignColumns.indexOf('shop_id');
    if (fk.columns.length < 2 || at < 0 || fk.columns[at] !== 'shop_id') {
      problems.push(`${fk.table}: ${fk.name} references ${fk.foreignTable} without shop_id (${fk.columns.join(', ')})`);
    }
  }
  return problems;
}
