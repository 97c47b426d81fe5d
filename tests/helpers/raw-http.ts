import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** One HTTP answer read off a raw connection. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * A TCP connection a test writes HTTP to byte by byte, as a slow or broken client would; it
 * records everything the server sends and when the server closed the connection.
 */
export class RawConnection {
  private text = '';
  private wake: (() => void)[] = [];
  private readonly openedAt = performance.now();
  /** Milliseconds from opening to the server's close. */
  readonly closed: Promise<number>;
  private isClosed = false;

  private constructor(readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.text += chunk;
      this.notify();
    });
    // A reset after the server's answer is a close like any other here.
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      socket.once('close', () => {
        this.isClosed = true;
        this.notify();
        resolve(performance.now() - this.openedAt);
      });
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new RawConnection(socket));
      });
    });
  }

  get isOpen(): boolean {
    return !this.isClosed;
  }

  /** Everything the server has sent on this connection. */
  get received(): string {
    return this.text;
  }

  write(text: string): void {
    this.socket.write(text, 'latin1');
  }

  /** Writes one character every `everyMs` until the connection closes or `total` are sent; resolves with how many were. */
  drip(char: string, everyMs: number, total: number): Promise<number> {
    return new Promise((resolve) => {
      let sent = 0;
      const timer = setInterval(() => {
        if (!this.isOpen || sent === total) {
          clearInterval(timer);
          resolve(sent);
          return;
        }
        this.write(char);
        sent += 1;
      }, everyMs);
    });
  }

  /** Resolves with the `index`th whole answer (status line, headers, Content-Length body) on this connection. */
  async answer(index = 0): Promise<RawAnswer> {
    for (;;) {
      const answers = parseAnswers(this.text);
      const found = answers[index];
      if (found) return found;
      if (this.isClosed) throw new Error(`connection closed after ${answers.length} answers: ${JSON.stringify(this.text)}`);
      await new Promise<void>((resolve) => this.wake.push(resolve));
    }
  }

  end(): void {
    this.socket.destroy();
  }

  private notify(): void {
    for (const wake of this.wake.splice(0)) wake();
  }
}

/** The whole answers in a stream of HTTP/1.1 responses that carry Content-Length. */
function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return answers;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? '0');
    const bodyStart = end + 4;
    if (rest.length < bodyStart + length) return answers;
    const body = Buffer.from(rest.slice(bodyStart, bodyStart + length), 'latin1').toString('utf8');
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(bodyStart + length);
  }
}

/** The port a test app listens on, starting it on a free one first. */
export async function listeningPort(app: { server: { listening: boolean; address(): unknown }; listen(options: { port: number; host: string }): Promise<string> }): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address !== 'object' || !('port' in address) || typeof address.port !== 'number') {
    throw new Error('app is not listening on a port');
  }
  return address.port;
}
