import { sql } from 'drizzle-orm';
import { sqlState } from './errors.js';
import { rowsOf, type Db } from './handles.js';
import { APP_ROLE, PLATFORM_ROLE } from './scope.js';

/*
 * The start-up rule for the role the app runs as (docs/decisions/0019-shops.md). Row-level security
 * keeps each shop's rows apart only for a role it binds: never a superuser, never a BYPASSRLS role.
 */

/** Chair will not run: the connecting user would see every shop's rows. */
export class AppRoleRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AppRoleRefused';
  }
}

interface RoleFacts extends Record<string, unknown> {
  user: string;
  user_bypasses: boolean;
  app_exists: boolean;
  app_bypasses: boolean;
  app_has_rights: boolean;
}

/** Whether the connecting user may act as `role`: tried, in a transaction undone at once. */
async function maySetRole(owner: Db, role: string): Promise<boolean> {
  const tried = new Error('tried');
  try {
    await owner.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${role}`));
      throw tried;
    });
  } catch (error) {
    if (error === tried) return true;
    // 42501 insufficient_privilege: not a member of the role.
    if (sqlState(error) === '42501') return false;
    throw error;
  }
  return false;
}

/**
 * The role every handle of the app runs as, on a database `owner` reaches as the connecting user:
 * `chair_app` when it exists, does not bypass row-level security and the connecting user may act
 * as it; else the connecting user itself (`none`) when it does not bypass row-level security either
 * (FORCE ROW LEVEL SECURITY binds the tables' owner too); else Chair refuses to start.
 */
export async function resolveAppRole(owner: Db): Promise<string> {
  const [facts] = rowsOf<RoleFacts>(
    await owner.execute(sql`
      select u.rolname as user,
             u.rolsuper or u.rolbypassrls as user_bypasses,
             a.rolname is not null as app_exists,
             coalesce(a.rolsuper or a.rolbypassrls, false) as app_bypasses,
             a.oid is not null and has_table_privilege(a.oid, 'public.bookings', 'select, insert, update, delete') as app_has_rights
        from pg_roles u
        left join pg_roles a on a.rolname = ${APP_ROLE}
       where u.rolname = session_user`),
  );
  if (!facts) throw new Error('the connecting user is not in pg_roles');
  if (facts.app_exists && !facts.app_bypasses && facts.app_has_rights && (await maySetRole(owner, APP_ROLE))) return APP_ROLE;
  if (!facts.user_bypasses) return 'none';
  const why = !facts.app_exists
    ? `the role ${APP_ROLE} does not exist`
    : facts.app_bypasses
      ? `the role ${APP_ROLE} bypasses row-level security itself`
      : !facts.app_has_rights
        ? `the role ${APP_ROLE} has no rights on the tables`
        : `the user is not allowed to act as ${APP_ROLE}`;
  throw new AppRoleRefused(
    `Chair will not start: the database user "${facts.user}" bypasses row-level security (a superuser or BYPASSRLS) ` +
      `and ${why}, so every shop would see every other shop's data. Connect as a user that does not bypass ` +
      `row-level security, or have an administrator run: CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS; ` +
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}; ` +
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}; GRANT ${APP_ROLE} TO "${facts.user}".`,
  );
}

/**
 * The role the platform's handle runs as (docs/decisions/0021-platform-operator.md): `chair_platform`
 * when it exists, does not bypass row-level security, may read bookings and the connecting user may
 * act as it; else `appRole`, which sees no shop's rows without a shop, so the platform then sees
 * its shops but none of their bookings.
 */
export async function resolvePlatformRole(owner: Db, appRole: string): Promise<string> {
  const [facts] = rowsOf<{ usable: boolean }>(
    await owner.execute(sql`
      select not (p.rolsuper or p.rolbypassrls) and has_table_privilege(p.oid, 'public.bookings', 'select') as usable
        from pg_roles p where p.rolname = ${PLATFORM_ROLE}`),
  );
  if (facts?.usable && (await maySetRole(owner, PLATFORM_ROLE))) return PLATFORM_ROLE;
  return appRole;
}
