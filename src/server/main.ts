import cluster from 'node:cluster';
import { pino, type Logger } from 'pino';
import { buildApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { bootstrap, type BootstrapResult } from './db/seed.js';
import { loadDotEnv, loadEnv, type Env } from './env.js';
import { chooseLogFormat, loggableError, loggerOptions, prettyLogStream } from './log.js';
import { reportStarted, superviseServers } from './processes.js';
import { hostsManyShops } from './services/shops.js';
import { startBox, startWarnings, type StartFacts } from './start-box.js';

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  const pretty = chooseLogFormat(env.LOG_FORMAT, process.stdout.isTTY) === 'pretty';
  const log = pretty ? pino(loggerOptions(env.LOG_LEVEL), prettyLogStream()) : pino(loggerOptions(env.LOG_LEVEL));
  // A server process forked by the primary, which migrated the database (src/server/processes.ts).
  if (cluster.isWorker) {
    await serve(env, log, await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, log }));
    return;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE, log });
  let seeded: BootstrapResult;
  try {
    await database.migrate();
    // Chair refuses to start as a user that would see every shop's rows (docs/decisions/0019-shops.md).
    const role = await database.appRole();
    log.info({ role: role === 'none' ? 'the connecting user' : role }, 'the database role Chair runs as');
    seeded = await bootstrap(database, env, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  // The first start's passwords go to the console only, never to the log, and are made only once:
  // they are shown even when the server then fails to start.
  const facts: StartFacts = { adminUsername: env.ADMIN_USERNAME, seeded };
  if (env.SERVER_PROCESSES === 1) {
    await serve(env, log, database, facts);
    return;
  }
  await database.close();
  log.info({ processes: env.SERVER_PROCESSES }, 'starting the server processes');
  superviseServers(env.SERVER_PROCESSES, log, {
    onFirstStart: ({ address, sending }) => {
      process.stdout.write(startBox({ ...facts, started: { ...sending, address } }));
    },
    onFailedStart: () => {
      process.stdout.write(startBox(facts));
    },
  });
}

/** Serves on this process; `facts` (the primary's, or a lone process's) are shown once it listens. */
async function serve(env: Env, log: Logger, database: Database, facts?: StartFacts): Promise<void> {
  const showPasswordsOnFailure = (error: unknown) => {
    if (facts) process.stdout.write(startBox(facts));
    throw error;
  };

  const { app, ctx, worker } = await buildApp({ env, database, logger: log }).catch(showPasswordsOnFailure);
  const sending = {
    otpSender: ctx.sender.kind,
    messageChannel: ctx.messageChannel,
    shopHeader: env.WHATSAPP_TEMPLATE_SHOP_HEADER === 'on',
    manyShops: await hostsManyShops(env, database.db),
  };
  // Said once, not by every process.
  if (!cluster.isWorker || cluster.worker?.id === 1) for (const warning of startWarnings(sending)) log.warn(warning);

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
  // A forked process hears a terminal's Ctrl-C twice (its process group, then the primary passing
  // it on): it keeps listening, so the second does not kill it while it closes. A lone process
  // lets a second Ctrl-C end it at once.
  const listen = cluster.isWorker ? process.on.bind(process) : process.once.bind(process);
  listen('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  listen('SIGINT', () => {
    shutdown('SIGINT');
  });

  const address = await app.listen({ host: env.HOST, port: env.PORT }).catch(showPasswordsOnFailure);
  // Messages to customers go out from every instance; the outbox keeps each to one sender. The one
  // worker serves every shop, loading a shop nobody has visited since the start when it has work.
  worker.start();
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  log.info({ database: database.kind }, `Chair is running at ${shown}`);
  reportStarted({ address: shown, sending });
  if (facts) process.stdout.write(startBox({ ...facts, started: { ...sending, address: shown } }));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
