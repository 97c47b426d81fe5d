import { pino } from 'pino';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { bootstrap, type BootstrapResult } from './db/seed.js';
import { loadDotEnv, loadEnv } from './env.js';
import { loggableError, loggerOptions } from './log.js';

/** Prints first-start credentials once, on the console only: they never go to the log. */
function printCredentials(result: BootstrapResult, adminUsername: string): void {
  const lines: string[] = [];
  if (result.generatedPassword) lines.push(`Admin login: ${adminUsername} / ${result.generatedPassword}`);
  for (const barber of result.demoBarbers ?? []) lines.push(`Demo barber login: ${barber.username} / ${barber.password}`);
  if (lines.length === 0) return;
  const rule = '='.repeat(72);
  process.stdout.write(
    `\n${rule}\nFirst start: these passwords are shown only this once. Write them down.\n${lines.join('\n')}\n${rule}\n\n`,
  );
}

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  const log = pino(loggerOptions(env.LOG_LEVEL));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log });
  try {
    await database.migrate();
    const seeded = await bootstrap(database, env, log);
    printCredentials(seeded, env.ADMIN_USERNAME);
  } catch (error) {
    await database.close();
    throw error;
  }

  const { app, ctx } = await buildApp({ env, database, logger: log });
  if (ctx.sender.kind === 'echo') {
    log.warn('One-time codes are shown on screen instead of being sent (OTP_SENDER=echo): anyone can sign in with every number');
  }
  if (ctx.messageChannel === 'echo') {
    log.info("Messages to customers are kept in the admin's Messages list instead of being sent (MESSAGE_CHANNEL=echo)");
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // The embedded database must be closed, not killed: close the server, then the database.
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error({ err: loggableError(error) }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  // Messages to customers go out from every instance; the outbox keeps each to one sender.
  ctx.messenger.start();
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  log.info({ database: database.kind }, `Chair is running at ${shown}`);
  process.stdout.write(`\nChair is running at ${shown}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
