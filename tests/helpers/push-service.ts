import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

const tls = (name: string) => readFileSync(new URL(`./push-service-tls/${name}`, import.meta.url));
const CERT = tls('cert.pem');

/** One request the push service took. */
export interface ReceivedPush {
  /** The endpoint's path: `/push/<name>`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** How the push service answers one request. */
export interface PushAnswer {
  status: number;
  headers?: Record<string, string>;
}

/**
 * A local stand-in for a browser vendor's push service (RFC 8030) over https, with a certificate
 * only `agent` trusts. It keeps every request and answers 201, or as told per endpoint.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  /** Trusts this server's certificate: give it to the push channel. */
  readonly agent = new Agent({ ca: CERT });
  private readonly answers = new Map<string, PushAnswer[]>();

  private constructor(
    private readonly server: Server,
    readonly baseURL: string,
  ) {}

  static async start(): Promise<PushServiceStandIn> {
    let standIn: PushServiceStandIn | null = null;
    const server = createServer({ cert: CERT, key: tls('key.pem') }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        standIn?.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        const answer = standIn?.answers.get(path)?.shift() ?? { status: 201 };
        response.writeHead(answer.status, answer.headers).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    standIn = new PushServiceStandIn(server, `https://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
    return standIn;
  }

  /** The endpoint of one phone. */
  endpoint(name: string): string {
    return `${this.baseURL}/push/${name}`;
  }

  /** The next requests to this phone's endpoint are answered so, one each, then 201 again. */
  answer(name: string, ...answers: PushAnswer[]): void {
    const path = `/push/${name}`;
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...answers]);
  }

  /** The requests one phone's endpoint took. */
  to(name: string): ReceivedPush[] {
    return this.received.filter((push) => push.path === `/push/${name}`);
  }

  clear(): void {
    this.received.length = 0;
    this.answers.clear();
  }

  async close(): Promise<void> {
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => {
      this.server.close(() => {
        resolve();
      });
    });
  }
}

/**
 * A browser's side of one subscription: its P-256 key pair and auth secret, and the decryption of
 * what the push service delivers (RFC 8291, aes128gcm, one record).
 */
export class PushSubscriber {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  /** What the browser's PushSubscription.toJSON() gives (less expirationTime). */
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, keys: { p256dh: this.ecdh.getPublicKey('base64url'), auth: this.authSecret.toString('base64url') } };
  }

  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverKey = body.subarray(21, 21 + idLength);
    const content = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, info, 32));
    const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(content.subarray(content.length - 16));
    const padded = Buffer.concat([decipher.update(content.subarray(0, content.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  }
}

/**
 * Checks a request's `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): signed (ES256) by the
 * key it names, which must be `publicKey`. Returns the JWT's claims.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): { aud: string; sub: string; exp: number } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${String(authorization)}`);
  const [, header = '', claims = '', signature = '', key = ''] = match;
  if (key !== publicKey) throw new Error('signed with another key');
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
}
