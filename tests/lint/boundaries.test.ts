import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The boundaries between folders (eslint.boundaries.js, docs/product/architecture.md) as the
// project's own lint config applies them. Only the import rules run, without type information,
// so a snippet lints in milliseconds.
const ROOT = path.resolve(import.meta.dirname, '../..');
const IMPORT_RULES = new Set(['chair/boundaries', 'no-restricted-imports']);

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) => IMPORT_RULES.has(ruleId),
});

/**
 * The import rules' messages for a file at `file` (from the repository's root) importing `specifier`,
 * as `clause` (which binds `x`) says.
 */
async function importProblems(file: string, specifier: string, clause = '{ x }'): Promise<string[]> {
  const code = `import ${clause} from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('import boundaries', () => {
  it('keep a feature out of another feature, not out of itself or the shared client code', async () => {
    expect(await importProblems('src/client/features/admin/components/desk.tsx', '../../board/logic/rows.js')).toEqual([
      "chair/boundaries: '../../board/logic/rows.js': A feature never imports another feature: move what both need to src/client/lib, src/client/components or src/shared.",
    ]);
    expect(await importProblems('src/client/features/admin/components/desk.tsx', '../logic/history.js')).toEqual([]);
    expect(await importProblems('src/client/features/admin/components/desk.tsx', '../../../lib/queries/board.js')).toEqual([]);
    expect(await importProblems('src/client/features/admin/components/desk.tsx', '../../../components/booking/texts.js')).toEqual([]);
  });

  it('keep UI components out of features', async () => {
    expect(await importProblems('src/client/components/ui/card.tsx', '../../features/home/texts.js')).toHaveLength(1);
    expect(await importProblems('src/client/components/ui/card.tsx', '../../lib/cn.js')).toEqual([]);
  });

  it('keep client and server apart, and shared free of both', async () => {
    expect(await importProblems('src/client/lib/time.ts', '../../server/env.js')).toHaveLength(1);
    expect(await importProblems('src/server/services/board.ts', '../../client/lib/cn.js')).toHaveLength(1);
    expect(await importProblems('src/shared/domain/format.ts', '../../server/env.js')).toHaveLength(1);
    expect(await importProblems('src/shared/domain/format.ts', '../../client/lib/cn.js')).toHaveLength(1);
    expect(await importProblems('src/client/lib/time.ts', '../../shared/domain/format.js')).toEqual([]);
  });

  it('keep routes off the database', async () => {
    expect(await importProblems('src/server/routes/health.ts', '../db/schema.js')).toHaveLength(1);
    expect(await importProblems('src/server/routes/health.ts', '../db/schema-bookings.js')).toHaveLength(1);
    expect(await importProblems('src/server/routes/health.ts', '../db/schema-auth.js')).toHaveLength(1);
    expect(await importProblems('src/server/routes/health.ts', '../db/client.js')).toHaveLength(1);
    expect(await importProblems('src/server/routes/health.ts', 'drizzle-orm')).toHaveLength(1);
    expect(await importProblems('src/server/routes/health.ts', '../services/health.js')).toEqual([]);
    expect(await importProblems('src/server/data/database.ts', 'drizzle-orm')).toEqual([]);
  });

  it('keep queries inside the data layer', async () => {
    const message = "chair/boundaries: '../db/schema.js': Queries live in src/server/data: call a function there, or add one.";
    expect(await importProblems('src/server/services/board.ts', '../db/schema.js', '{ bookings as x }')).toEqual([message]);
    expect(await importProblems('src/server/services/board.ts', '../db/schema.js', '{ barbers as x }')).toEqual([message]);
    expect(await importProblems('src/server/services/board.ts', '../db/schema-auth.js')).toHaveLength(1);
    expect(await importProblems('src/server/services/board.ts', 'drizzle-orm')).toHaveLength(1);
    expect(await importProblems('src/server/services/board.ts', 'drizzle-orm/pg-core')).toHaveLength(1);
    expect(await importProblems('src/server/messages/outbox.ts', '../db/schema.js')).toHaveLength(1);
    expect(await importProblems('src/server/realtime/hub.ts', 'drizzle-orm')).toHaveLength(1);
    expect(await importProblems('src/server/http/rate-limit.ts', 'drizzle-orm')).toHaveLength(1);
    expect(await importProblems('src/server/app.ts', './db/schema.js')).toHaveLength(1);
    // The transaction's type and the data layer's functions are what services use instead.
    expect(await importProblems('src/server/services/board.ts', '../db/client.js', '{ type Tx as x }')).toEqual([]);
    expect(await importProblems('src/server/services/board.ts', '../data/bookings.js')).toEqual([]);
    // The data layer itself, and the database's own folder (schema, client, factories, seed).
    expect(await importProblems('src/server/data/bookings.ts', '../db/schema.js', '{ bookings as x }')).toEqual([]);
    expect(await importProblems('src/server/data/bookings.ts', 'drizzle-orm')).toEqual([]);
    expect(await importProblems('src/server/db/factories.ts', './schema.js', '{ bookings as x }')).toEqual([]);
    expect(await importProblems('src/server/db/client.ts', './schema.js', '* as x')).toEqual([]);
  });

  it('hold the sign-in code to the data layer too', async () => {
    const message = "chair/boundaries: '../db/schema.js': Queries live in src/server/data: call a function there, or add one.";
    expect(await importProblems('src/server/auth/session.ts', '../db/schema.js', '{ sessions as x }')).toEqual([message]);
    expect(await importProblems('src/server/auth/session.ts', '../db/schema.js', '{ bookings as x }')).toEqual([message]);
    expect(await importProblems('src/server/auth/secret.ts', '../db/schema.js', '* as x')).toEqual([message]);
    expect(await importProblems('src/server/auth/session.ts', '../db/schema-auth.js')).toHaveLength(1);
    expect(await importProblems('src/server/auth/session.ts', 'drizzle-orm')).toEqual([
      "chair/boundaries: 'drizzle-orm': Queries live in src/server/data: call a function there, or add one.",
    ]);
    expect(await importProblems('src/server/auth/session.ts', '../data/sessions.js')).toEqual([]);
    expect(await importProblems('src/server/auth/secret.ts', '../data/app-config.js')).toEqual([]);
  });

  it('still send changes through commitChange outside realtime', async () => {
    expect(await importProblems('src/server/services/board.ts', '../realtime/publish.js')).toHaveLength(1);
    expect(await importProblems('src/server/realtime/changes.ts', './publish.js')).toEqual([]);
  });

  it('keep permission checks out of route handlers', async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src/server/routes/accuracy.ts') });
      return (result?.messages ?? []).map((message) => message.ruleId);
    };
    expect(await lint("import { requirePermission } from '../auth/authorize.js';\nexport const y = requirePermission;\n")).toEqual(['no-restricted-imports']);
    expect(await lint("import { permits } from '../auth/authorize.js';\nexport const y = permits;\n")).toEqual(['no-restricted-imports']);
    expect(await lint("import { can } from '../../shared/policy/can.js';\nexport const y = can;\n")).toEqual(['no-restricted-imports']);
    expect(await lint("import { authorize } from '../auth/authorize.js';\nexport const y = authorize;\n")).toEqual([]);
    expect(await lint("import { emit } from '../realtime/publish.js';\nexport const y = emit;\n")).toEqual(['no-restricted-imports']);
    // Services check what they read inside their transaction through the same adapter.
    expect(await importProblems('src/server/services/booking-undo.ts', '../auth/authorize.js')).toEqual([]);
  });
});
