/**
 * Holds a share of the fan-out's websocket clients in a process of its own (one process cannot
 * hold them all next to the load generator). IPC protocol: `ready` once open; on `arm`, records
 * when each socket first receives a `bookingStatusChanged` and sends the `arrivals` once all
 * have (or on `collect`); `close` ends it.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface ClientsConfig {
  urls: string[];
  count: number;
  /** First of the loopback source addresses (127.0.0.x) the sockets are spread over. */
  firstAddress: number;
  addresses: number;
}

export type ToClients = { type: 'arm' } | { type: 'collect' } | { type: 'close' };
export type FromClients =
  | { type: 'ready'; opened: number; failed: number }
  | { type: 'armed' }
  | { type: 'arrivals'; times: number[]; missing: number };

const config = JSON.parse(process.argv[2] ?? '{}') as ClientsConfig;
const send = (message: FromClients) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
let armed = false;
let arrivals: number[] = [];
/** Sockets that have had this round's message. */
let seen = new WeakSet<WebSocket>();

function open(index: number): Promise<WebSocket | undefined> {
  const url = config.urls[index % config.urls.length] ?? '';
  const localAddress = `127.0.0.${config.firstAddress + (index % config.addresses)}`;
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { localAddress, perMessageDeflate: false });
    socket.once('message', () => {
      resolve(socket);
    });
    socket.once('error', () => {
      resolve(undefined);
    });
    socket.on('message', (raw: WebSocket.RawData) => {
      if (!armed || !Buffer.isBuffer(raw) || !raw.includes('"bookingStatusChanged"')) return;
      if (seen.has(socket)) return;
      seen.add(socket);
      arrivals.push(now());
      if (arrivals.length === sockets.length) report();
    });
  });
}

function report(): void {
  if (!armed) return;
  armed = false;
  send({ type: 'arrivals', times: arrivals, missing: sockets.length - arrivals.length });
}

async function openAll(): Promise<void> {
  let failed = 0;
  let next = 0;
  // A bounded number of handshakes in flight, so the server's accept queue is not flooded.
  const workers = Array.from({ length: 100 }, async () => {
    while (next < config.count) {
      const socket = await open(next++);
      if (socket) sockets.push(socket);
      else failed++;
    }
  });
  await Promise.all(workers);
  send({ type: 'ready', opened: sockets.length, failed });
}

process.on('message', (message: ToClients) => {
  if (message.type === 'arm') {
    arrivals = [];
    seen = new WeakSet();
    armed = true;
    send({ type: 'armed' });
  } else if (message.type === 'collect') report();
  else {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
void openAll();
