import { describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db.js';
import { startServer } from '../helpers/server-process.js';
import { sleep, waitFor } from '../helpers/faults.js';
import { bookWalkIns, openDemoShopByDay } from '../helpers/server-shop.js';
import { useWhatsAppServers } from '../helpers/whatsapp-server.js';
import type { TemplateMessage } from '../helpers/whatsapp-stand-in.js';

const LEASE_SECONDS = 2;
/** Long enough for the test to kill the server while the provider has a message. */
const PROVIDER_MS = 1000;

// docs/decisions/0007-messages-outbox.md: a worker that dies holds nothing but the message it had
// at the provider; the others are sent by the next worker once the short lease has run out, each
// once. The one at the provider may go twice: its answer never reached the outbox.
describe(`messages of a server killed while the provider has one (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  const servers = useWhatsAppServers('lease', { MESSAGE_LEASE_SECONDS: String(LEASE_SECONDS) });
  const { standIn } = servers;
  standIn.delayMs = PROVIDER_MS;

  it('sends the rest after the lease, each once, and at most the one at the provider twice', { timeout: 300_000 }, async () => {
    const first = await startServer(servers.env);
    await openDemoShopByDay(first.base, servers.env.ADMIN_PASSWORD ?? '');
    const tokens = await bookWalkIns(first.base, ['9700000001', '9700000002', '9700000003', '9700000004', '9700000005', '9700000006']);

    // The provider has the second message and has not answered when the server dies.
    await waitFor(() => standIn.received.length >= 2, 30_000, 'the second send');
    first.child.kill('SIGKILL');
    await first.exited;
    const atDeath = standIn.received.length;
    const killedAt = Date.now();

    const second = await startServer(servers.env);
    try {
      const sent = () => standIn.received.map((request) => request.body as TemplateMessage);
      const confirmed = () =>
        sent()
          .filter((message) => message.template.name === 'chair_confirmation')
          .map((message) => message.template.components[0]?.parameters[0]?.text ?? '');
      // Within seconds, not after a long lease: generous for a busy machine, far below minutes.
      await waitFor(() => tokens.every((token) => confirmed().includes(token)), 60_000 - (Date.now() - killedAt), 'every confirmation after the restart');
      // Long enough for any second copy (a retry, a lease taken over) to show up.
      await sleep(2 * LEASE_SECONDS * 1000 + 2 * PROVIDER_MS);

      const keys = sent().map((message) => `${message.to}:${message.template.name}`);
      const copies = new Map<string, number>();
      for (const key of keys) copies.set(key, (copies.get(key) ?? 0) + 1);
      const twice = [...copies].filter(([, count]) => count > 1).map(([key]) => key);
      expect([...copies.values()].every((count) => count <= 2)).toBe(true);
      expect(twice.length).toBeLessThanOrEqual(1);
      // Only a message the provider had before the server died may have gone again.
      for (const key of twice) expect(keys.indexOf(key)).toBeLessThan(atDeath);
      expect([...new Set(confirmed())].sort()).toEqual([...tokens].sort());
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
