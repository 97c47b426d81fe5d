import { openDatabase } from './client.js';
import { loadDotEnv, loadEnv } from '../env.js';
import { BadOperatorName, setOperatorPassword } from '../services/operators.js';

/**
 * `npm run operator -- <username>`: makes a platform operator, or resets one's password, and
 * prints the generated password once (docs/decisions/0021-platform-operator.md). Nothing is logged.
 */
loadDotEnv();
const env = loadEnv();
const username = process.argv[2];
if (username === undefined || process.argv.length > 3) {
  process.stderr.write('Usage: npm run operator -- <username>\n');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const result = await setOperatorPassword(database.db, username);
  process.stdout.write(
    `${result.created ? 'Operator created' : 'Password reset, sessions ended'}: ${result.username}\n` +
      `Password (shown once, keep it safe): ${result.password}\n` +
      `Sign in at /platform on this server.\n`,
  );
} catch (error) {
  if (!(error instanceof BadOperatorName)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 2;
} finally {
  await database.close();
}
