import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db.js';
import { expectStored, sleep, stopSignal } from '../helpers/faults.js';
import {
  adminCookie,
  asSuperuser,
  bookingStream,
  catalogOf,
  openAroundTheClock,
  startInstances,
  stopInstances,
  untilThrough,
  type Instance,
} from '../helpers/instances.js';
import { LiveClient } from '../realtime/live-client.js';
import { freePort } from '../helpers/server-process.js';

const run = promisify(execFile);

/**
 * A restart needs a server of the test's own: the shared one serves every other test file. Debian's
 * postgresql-common makes one in seconds, as root (as CI runs); elsewhere this file is skipped.
 */
const version = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().at(-1) : undefined;
const canRestart = onPostgres && process.getuid?.() === 0 && existsSync('/usr/bin/pg_createcluster') && version !== undefined;

describe.runIf(canRestart)('two instances while their PostgreSQL server restarts', () => {
  const cluster = `chair_restart_${process.pid}`;
  let serverUrl: string;
  let databaseUrl: string;
  let instances: Instance[] = [];

  beforeAll(async () => {
    const port = await freePort();
    await run('pg_createcluster', [String(version), cluster, '-p', String(port), '--start', '--', '--auth-local=trust', '--auth-host=trust']);
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await asSuperuser(serverUrl, 'CREATE DATABASE chair');
    databaseUrl = `postgres://postgres@127.0.0.1:${port}/chair`;
    instances = await startInstances(databaseUrl, ['a', 'b']);
  }, 120_000);

  afterAll(async () => {
    await stopInstances(instances);
    await run('pg_dropcluster', ['--stop', String(version), cluster]).catch(() => undefined);
  }, 60_000);

  it('stays up, takes bookings again within seconds, and loses none', { timeout: 300_000 }, async () => {
    const [a, b] = instances as [Instance, Instance];
    const cookie = await adminCookie(a.base);
    await openAroundTheClock(a.base, cookie);
    const catalog = await catalogOf(a.base);
    const sockets = await Promise.all([a, b].map((instance) => LiveClient.open(`${instance.base.replace('http', 'ws')}/ws`)));

    const { stopped, stop } = stopSignal();
    const streaming = bookingStream(instances, catalog, cookie, stopped);
    await sleep(1500);
    await run('pg_ctlcluster', [String(version), cluster, 'restart', '-m', 'fast']);
    const upAt = Date.now();
    // Each instance answers a database read again within a few seconds of the server being back.
    for (const instance of instances) {
      const answer = await untilThrough(`${instance.base}/api/services`, {}, 5000);
      expect(answer?.status).toBe(200);
    }
    expect(Date.now() - upAt).toBeLessThan(10_000);
    await sleep(1500);
    stop();
    const stream = await streaming;

    expect(instances.map((instance) => instance.exit)).toEqual([null, null]);
    expect(stream.unexpected).toEqual([]);
    await expectStored(databaseUrl, stream.acknowledged);

    // A change after the restart reaches the sockets of both instances.
    const mark = sockets.map((socket) => socket.texts.length);
    expect((await untilThrough(`${a.base}/api/shop-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, origin: a.base },
      body: JSON.stringify({ turnNearMinutes: 20 }),
    }, 5000))?.status).toBe(200);
    for (const [index, socket] of sockets.entries()) {
      await socket.next((message) => message.type === 'shopStatusUpdated', 'the change on every socket');
      expect(socket.texts.length).toBeGreaterThan(mark[index] ?? 0);
    }
    await Promise.all(sockets.map((socket) => socket.close()));
  });
});
