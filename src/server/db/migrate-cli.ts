import { openDatabase } from './client.js';
import { loadDotEnv, loadEnv } from '../env.js';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
loadDotEnv();
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
}
