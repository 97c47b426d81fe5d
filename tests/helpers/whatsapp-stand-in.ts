import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The template message the WhatsApp Cloud API receives, as far as the tests read it. */
export interface TemplateMessage {
  to: string;
  template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] };
}

/**
 * A stand-in for graph.facebook.com: records every request and answers from a queue of answers,
 * then with `fallback` (200 with a message id unless told otherwise).
 */
export class WhatsAppStandIn {
  readonly received: ReceivedRequest[] = [];
  /** The requests it answered with 2xx: what the provider accepted. */
  readonly accepted: ReceivedRequest[] = [];
  private readonly queue: StandInAnswer[] = [];
  fallback: StandInAnswer = { status: 200, body: { messages: [{ id: 'wamid.stand-in' }] } };
  /**
   * How long it takes to answer. A request is received (and, when accepted, delivered) as soon as
   * its body has arrived, as with the real provider: a sender that dies meanwhile changes nothing.
   */
  delayMs = 0;
  private readonly answering = new Set<NodeJS.Timeout>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = { url: req.url, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
        this.received.push(request);
        const answer = this.queue.shift() ?? this.fallback;
        if (answer.status < 300) this.accepted.push(request);
        const reply = () => {
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(JSON.stringify(answer.body ?? {}));
        };
        if (this.delayMs === 0) {
          reply();
          return;
        }
        const timer = setTimeout(() => {
          this.answering.delete(timer);
          reply();
        }, this.delayMs);
        this.answering.add(timer);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
    return this;
  }

  /** The next requests get these answers, one each, in order. */
  answer(...answers: StandInAnswer[]): void {
    this.queue.push(...answers);
  }

  /** The template messages it accepted. */
  acceptedMessages(): TemplateMessage[] {
    return this.accepted.map((request) => request.body as TemplateMessage);
  }

  async stop(): Promise<void> {
    for (const timer of this.answering) clearTimeout(timer);
    this.answering.clear();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
