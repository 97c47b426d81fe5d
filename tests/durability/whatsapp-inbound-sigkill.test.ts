import { describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db.js';
import { sleep, waitFor } from '../helpers/faults.js';
import { startServer } from '../helpers/server-process.js';
import { bookWalkIns, openDemoShopByDay } from '../helpers/server-shop.js';
import { useWhatsAppServers } from '../helpers/whatsapp-server.js';
import { APP_SECRET, deliveryOf, PLATFORM_NUMBER, repliesOf, signatureOf, VERIFY_TOKEN } from '../messages/whatsapp-inbound-helpers.js';

// docs/product/messages.md#replies-on-whatsapp and #joining-on-whatsapp: a message is stored before the webhook answers, and
// acted on once by whichever instance comes next, even when the one that stored it is killed.
describe(`a WhatsApp message when the server is killed with SIGKILL right after storing it (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  const servers = useWhatsAppServers('inbound', {
    WHATSAPP_PHONE_NUMBER_ID: PLATFORM_NUMBER,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  });
  const { standIn } = servers;

  it('is acted on once and answered after the restart', { timeout: 300_000 }, async () => {
    const phone = '9400000011';
    const first = await startServer(servers.env);
    await openDemoShopByDay(first.base, servers.env.ADMIN_PASSWORD ?? '');
    const [, token] = await bookWalkIns(first.base, ['9400000010', phone]);
    const body = deliveryOf([{ from: phone, text: 'late 10', at: Date.now() }]);
    const stored = await fetch(`${first.base}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body) },
      body,
    });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ stored: 1 });
    // Killed at once: most often before its worker's next round has acted on the message.
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(servers.env);
    try {
      const toPhone = () => repliesOf(standIn).filter((reply) => reply.to === `91${phone}`);
      await waitFor(() => toPhone().length > 0, 30_000, 'the reply after the restart');
      // Long enough for a second act (it would be refused: late is said once) or a second reply.
      await sleep(3000);
      expect(toPhone().map((reply) => reply.text)).toEqual([expect.stringContaining(`Noted, you are running late. Token #${token ?? ''}.`) as string]);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('books one walk-in when killed right after storing the tap that books it', { timeout: 300_000 }, async () => {
    const phone = '9400000021';
    const post = async (base: string, message: Parameters<typeof deliveryOf>[0][number]) => {
      const body = deliveryOf([message]);
      const answer = await fetch(`${base}/api/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body) },
        body,
      });
      expect(await answer.json()).toEqual({ stored: 1 });
    };
    const toPhone = () => repliesOf(standIn).filter((reply) => reply.to === `91${phone}`);
    const first = await startServer(servers.env);
    await openDemoShopByDay(first.base, servers.env.ADMIN_PASSWORD ?? '');
    await post(first.base, { from: phone, text: 'Hi', at: Date.now() });
    await waitFor(() => toPhone().length === 1, 30_000, 'the barbers');
    const any = toPhone()[0]?.rows?.find((row) => row.title === 'Any barber');
    await post(first.base, { from: phone, text: 'Any barber', tap: { kind: 'list', id: any?.id ?? '' }, at: Date.now() });
    await waitFor(() => toPhone().length === 2, 30_000, 'the services');
    const service = toPhone()[1]?.rows?.[0];
    await post(first.base, { from: phone, text: service?.title ?? '', tap: { kind: 'list', id: service?.id ?? '' }, at: Date.now() });
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(servers.env);
    try {
      await waitFor(() => toPhone().length >= 3, 30_000, 'the booking after the restart');
      await sleep(3000);
      expect(toPhone().slice(2).map((reply) => reply.text)).toEqual([expect.stringMatching(/^You are in the queue with .+\. Token #\d+\./) as string]);
      const track = await fetch(`${second.base}/api/bookings/track/${phone}`);
      expect((await track.json()) as unknown[]).toHaveLength(1);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
