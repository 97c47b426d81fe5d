import { describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db.js';
import { startServer } from '../helpers/server-process.js';
import { sleep, waitFor } from '../helpers/faults.js';
import { bookWalkIns, openDemoShopByDay } from '../helpers/server-shop.js';
import { useWhatsAppServers } from '../helpers/whatsapp-server.js';

// docs/product/messages.md: a killed process loses no message and sends none twice.
describe(`messages due when the server is killed with SIGKILL (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  const servers = useWhatsAppServers('messages');
  const { standIn } = servers;

  it('sends each due message exactly once after a restart', { timeout: 300_000 }, async () => {
    // The provider is throttling: every message is refused for now and asked back in 2 seconds.
    standIn.fallback = { status: 429, headers: { 'retry-after': '2' }, body: { error: { code: 130429 } } };
    const first = await startServer(servers.env);
    await openDemoShopByDay(first.base, servers.env.ADMIN_PASSWORD ?? '');
    const tokens = await bookWalkIns(first.base, ['9400000000', '9400000001', '9400000002']);
    expect(tokens).toHaveLength(3);

    // Each confirmation was tried once and refused; the refusals are recorded, the retries due.
    await waitFor(() => standIn.received.length >= 3, 20_000, 'the first attempts');
    await sleep(400);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(standIn.accepted).toEqual([]);

    standIn.fallback = { status: 200, body: { messages: [{ id: 'wamid.ok' }] } };
    const second = await startServer(servers.env);
    try {
      const confirmed = () =>
        standIn
          .acceptedMessages()
          .filter((message) => message.template.name === 'chair_confirmation')
          .map((message) => message.template.components[0]?.parameters[0]?.text ?? '');
      await waitFor(() => tokens.every((token) => confirmed().includes(token)), 30_000, 'the confirmations after the restart');
      // Long enough for any second copy (a retry, a lease taken over) to show up.
      await sleep(3000);
      expect(confirmed().sort()).toEqual([...tokens].sort());
      const keys = standIn.acceptedMessages().map((message) => `${message.template.components[0]?.parameters[0]?.text ?? ''}:${message.template.name}`);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
