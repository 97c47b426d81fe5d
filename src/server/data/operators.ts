import { and, eq, gt, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client.js';
import { operators, sessions } from '../db/schema.js';

/*
 * The platform's operators (docs/decisions/0021-platform-operator.md): a global table, read and
 * written on the global handle.
 */

export type OperatorRow = typeof operators.$inferSelect;

/** The operator whose username this is, whatever its case. */
export async function operatorByUsername(db: Tx, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(sql`lower(${operators.username})`, username.toLowerCase()));
  return row;
}

export async function operatorById(db: Tx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/**
 * Makes the operator, or gives an existing one (whatever the case of its username) a new password
 * and ends its sessions; answers which it was.
 */
export async function saveOperator(db: Tx, username: string, passwordHash: string): Promise<{ id: number; created: boolean }> {
  const [row] = rowsOf<{ id: number; created: boolean }>(
    await db.execute(sql`insert into operators (username, password_hash) values (${username}, ${passwordHash})
      on conflict (lower(username)) do update set password_hash = excluded.password_hash
      returning id, (xmax = 0) as created`),
  );
  if (!row) throw new Error('saving the operator returned nothing');
  if (!row.created) await db.delete(sessions).where(eq(sessions.operatorId, row.id));
  return row;
}

/** The operator behind a live session with this hash; undefined when it is unknown, expired or not an operator's. */
export async function liveOperatorSession(db: Tx, tokenHash: string, now: number): Promise<{ id: number; username: string } | undefined> {
  const [row] = await db
    .select({ id: operators.id, username: operators.username })
    .from(sessions)
    .innerJoin(operators, eq(operators.id, sessions.operatorId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))));
  return row;
}

/** A live session's operator, null when the session is a shop's (staff or customer); undefined when there is no live session. */
export async function liveSessionOperator(
  db: Tx,
  tokenHash: string,
  now: number,
): Promise<{ operator: { id: number; username: string } | null } | undefined> {
  const [row] = await db
    .select({ id: operators.id, username: operators.username })
    .from(sessions)
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))));
  if (!row) return undefined;
  return { operator: row.id === null || row.username === null ? null : { id: row.id, username: row.username } };
}
