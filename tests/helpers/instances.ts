import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { json, startServer } from './server-process.js';
import { zoneWithHourBetween } from './zones.js';

export const ADMIN_PASSWORD = 'fault-admin-password';

/** One app process of a multi-instance test. */
export interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  /** Set once the process has exited, with its exit code or signal. */
  exit: string | null;
}

/**
 * Starts app processes on one PostgreSQL database, one after another (the first migrates and
 * seeds). Each names its connections `chair-<name>` (PGAPPNAME), so a test can find them in
 * pg_stat_activity.
 */
export async function startInstances(databaseUrl: string, names: readonly string[]): Promise<Instance[]> {
  const instances: Instance[] = [];
  for (const name of names) {
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      PGAPPNAME: `chair-${name}`,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      OTP_SENDER: 'echo',
      BOOKINGS_PER_HOUR_PER_IP: '100000',
      BOOKINGS_PER_HOUR_PER_PHONE: '100000',
    });
    const instance: Instance = { name, ...server, exit: null };
    server.child.once('exit', (code, signal) => {
      instance.exit = signal ?? String(code);
    });
    instances.push(instance);
  }
  return instances;
}

export async function stopInstances(instances: readonly Instance[]): Promise<void> {
  for (const instance of instances) {
    if (instance.exit === null) instance.child.kill('SIGTERM');
    await instance.exited;
  }
}

/** Signs the owner in and returns the Cookie header (sessions live in the database: any instance takes it). */
export async function adminCookie(base: string, password = ADMIN_PASSWORD): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

export async function putSettings(base: string, cookie: string, settings: Record<string, unknown>): Promise<Response> {
  return fetch(`${base}/api/shop-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify(settings),
  });
}

/**
 * Opens the shop around the clock in a zone where it is before noon: a stream of walk-ins then
 * never meets last call, whatever the hour here.
 */
export async function openAroundTheClock(base: string, cookie: string): Promise<void> {
  const answer = await putSettings(base, cookie, {
    isOpen: true,
    timeZone: zoneWithHourBetween(0, 12),
    openTime: '00:00',
    closeTime: '00:00',
  });
  if (!answer.ok) throw new Error(`could not open the shop: ${answer.status} ${await answer.text()}`);
}

export interface Catalog {
  barberIds: number[];
  serviceId: number;
}

export async function catalogOf(base: string): Promise<Catalog> {
  const barbers = await json<{ id: number }[]>(await fetch(`${base}/api/barbers`));
  const services = await json<{ id: number }[]>(await fetch(`${base}/api/services`));
  const serviceId = services[0]?.id;
  if (barbers.length === 0 || serviceId === undefined) throw new Error('the demo shop has no barbers or services');
  return { barberIds: barbers.map((barber) => barber.id), serviceId };
}

/** An answer, or null when the connection failed (the instance did not answer at all). */
async function attempt(url: string, init: RequestInit): Promise<{ status: number; body: string } | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request until it is answered with something other than 503 (the database is away) or a
 * failed connection, as a client with a retry button would, for at most `withinMs`. Any other
 * status is the answer. A request that never got through answers null.
 */
export async function untilThrough(
  url: string,
  init: RequestInit,
  withinMs: number,
  onRetry: (status: number | null) => void = () => undefined,
): Promise<{ status: number; body: string } | null> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await attempt(url, init);
    if (answer && answer.status !== 503) return answer;
    onRetry(answer?.status ?? null);
    if (Date.now() >= deadline) return null;
    await sleep(100);
  }
}

export interface StreamResult {
  /** Acknowledged bookings: id → phone. */
  acknowledged: Map<number, string>;
  /** Answers that were neither a success nor a retryable 503, as `status body`. */
  unexpected: string[];
  /** How many answers were 503 or failed connections (retried with the same Idempotency-Key). */
  retried: number;
}

/**
 * Writers that book walk-ins on the instances in turn, each retried with its Idempotency-Key until
 * acknowledged, and cancel each one at once (by the admin) so the queue never reaches last call.
 * Runs until `stop` resolves.
 */
export async function bookingStream(
  instances: readonly Instance[],
  catalog: Catalog,
  cookie: string,
  stop: Promise<void>,
  writers = 4,
): Promise<StreamResult> {
  const result: StreamResult = { acknowledged: new Map(), unexpected: [], retried: 0 };
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  let sent = 0;
  const countRetry = () => {
    result.retried += 1;
  };
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (!stopped) {
        const n = sent++;
        const instance = instances[n % instances.length];
        if (!instance) return;
        const phone = String(7000000000 + n);
        const booked = await untilThrough(
          `${instance.base}/api/bookings`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              barberId: catalog.barberIds[n % catalog.barberIds.length],
              customerName: 'Stream Customer',
              customerPhone: phone,
              bookingType: 'queue',
              services: [catalog.serviceId],
            }),
          },
          15_000,
          countRetry,
        );
        if (booked === null) {
          result.unexpected.push(`booking ${phone} never got through`);
          continue;
        }
        // 200: a retry answered with the booking its first try made (the answer was lost, not the booking).
        if (booked.status !== 201 && booked.status !== 200) {
          result.unexpected.push(`${booked.status} ${booked.body}`);
          continue;
        }
        const id = (JSON.parse(booked.body) as { id: number }).id;
        result.acknowledged.set(id, phone);
        const cancelled = await untilThrough(
          `${instance.base}/api/bookings/${id}/status`,
          {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie, origin: instance.base },
            body: JSON.stringify({ status: 'cancelled', cancelledBy: 'barber' }),
          },
          15_000,
          countRetry,
        );
        // A cancel retried after its first try committed finds the booking cancelled already.
        if (cancelled === null || (cancelled.status !== 200 && cancelled.status !== 409)) {
          result.unexpected.push(`cancel ${id}: ${cancelled ? `${cancelled.status} ${cancelled.body}` : 'never got through'}`);
        }
      }
    }),
  );
  return result;
}

/** Runs one statement as the server's superuser (trust auth on this machine's test servers). */
export async function asSuperuser<T extends pg.QueryResultRow>(serverUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Terminates the backends of a database whose application name matches, as a failover does. */
export async function terminateBackends(serverUrl: string, database: string, applicationName = 'chair-%'): Promise<number> {
  const rows = await asSuperuser<{ pid: number }>(
    serverUrl,
    `SELECT pg_terminate_backend(pid) AS done, pid FROM pg_stat_activity
     WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name LIKE $2`,
    [database, applicationName],
  );
  return rows.length;
}

/** The LISTEN connections of one instance: named `chair-<name> listen`, or (older builds) the last query a LISTEN. */
export async function listenBackends(serverUrl: string, database: string, name: string): Promise<number[]> {
  const rows = await asSuperuser<{ pid: number }>(
    serverUrl,
    `SELECT pid FROM pg_stat_activity
     WHERE datname = $1 AND (application_name = $2 OR (application_name = $3 AND query ILIKE 'LISTEN%'))`,
    [database, `chair-${name} listen`, `chair-${name}`],
  );
  return rows.map((row) => row.pid);
}
