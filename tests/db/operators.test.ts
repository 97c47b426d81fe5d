import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password.js';
import { createSession } from '../../src/server/auth/session.js';
import { operatorByUsername } from '../../src/server/data/operators.js';
import { sessions } from '../../src/server/db/schema.js';
import { BadOperatorName, setOperatorPassword } from '../../src/server/services/operators.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/db.js';

// `npm run operator -- <username>` (docs/decisions/0021-platform-operator.md): makes an operator or
// resets its password, with a generated one stored only as a hash.
describe(`operator accounts (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('makes an operator with a strong generated password, stored as a hash', async () => {
    const result = await setOperatorPassword(database.db, 'Asha.Ops');
    expect(result).toMatchObject({ username: 'Asha.Ops', created: true });
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const row = await operatorByUsername(database.db, 'asha.ops');
    expect(row?.passwordHash).not.toContain(result.password);
    expect(await verifyPassword(row?.passwordHash, result.password)).toBe(true);
  });

  it('resets the password of the same operator, whatever the case, and ends its sessions', async () => {
    const before = await operatorByUsername(database.db, 'asha.ops');
    if (!before) throw new Error('no operator');
    await createSession(database.db, { operatorId: before.id }, Date.now());
    const result = await setOperatorPassword(database.db, 'ASHA.OPS');
    expect(result.created).toBe(false);
    const after = await operatorByUsername(database.db, 'asha.ops');
    expect(after?.id).toBe(before.id);
    expect(await verifyPassword(after?.passwordHash, result.password)).toBe(true);
    expect(await database.owner.select().from(sessions)).toEqual([]);
  });

  it('refuses a username with spaces, naming why', async () => {
    await expect(setOperatorPassword(database.db, 'bad name')).rejects.toThrow(BadOperatorName);
  });
});
