import { usernameSchema } from '../../shared/schemas/barber.js';
import { generatePassword, hashPassword } from '../auth/password.js';
import { saveOperator } from '../data/operators.js';
import type { Tx } from '../db/client.js';

/** Why an operator's username was refused, in words for the console. */
export class BadOperatorName extends Error {}

/**
 * Makes the operator `username`, or gives the existing one a new password (ending its sessions),
 * with a generated strong password that is answered once and stored only as a hash
 * (docs/decisions/0021-platform-operator.md).
 */
export async function setOperatorPassword(db: Tx, username: string): Promise<{ username: string; password: string; created: boolean }> {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) throw new BadOperatorName(parsed.error.issues[0]?.message ?? 'Invalid username');
  const password = generatePassword();
  const { created } = await saveOperator(db, parsed.data, await hashPassword(password));
  return { username: parsed.data, password, created };
}
