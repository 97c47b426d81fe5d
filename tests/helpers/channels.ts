import type { MessageChannel } from '../../src/shared/constants.js';
import { DeliveryError, type Channel, type OutgoingMessage, type SendOutcome } from '../../src/server/messages/channels.js';

/**
 * A channel that keeps what it is given and answers as told: each queued answer is used once, in
 * order, then every send succeeds.
 */
export class RecordingChannel implements Channel {
  readonly sent: OutgoingMessage[] = [];
  readonly attempts: OutgoingMessage[] = [];
  private readonly answers: (DeliveryError | SendOutcome)[] = [];

  constructor(readonly name: MessageChannel = 'whatsapp') {}

  /** The next sends fail (or answer) like this, one each. */
  answer(...answers: (DeliveryError | SendOutcome)[]): void {
    this.answers.push(...answers);
  }

  send(message: OutgoingMessage): Promise<SendOutcome> {
    this.attempts.push(message);
    const next = this.answers.shift();
    if (next instanceof DeliveryError) return Promise.reject(next);
    if (next?.outcome === 'skipped') return Promise.resolve(next);
    this.sent.push(message);
    return Promise.resolve({ outcome: 'sent' });
  }

  /** The kinds sent for one booking, in order. */
  kindsFor(bookingId: number): string[] {
    return this.sent.filter((message) => message.bookingId === bookingId).map((message) => message.kind);
  }

  clear(): void {
    this.sent.length = 0;
    this.attempts.length = 0;
    this.answers.length = 0;
  }
}

/** A send the provider has and has not answered yet. */
export interface HeldSend {
  message: OutgoingMessage;
  /** Answers the send: delivered, skipped, or failed with this error. */
  answer(outcome: DeliveryError | SendOutcome): void;
}

/** A channel whose sends wait, each until the test answers it: a provider that holds the message. */
export class HeldChannel implements Channel {
  readonly held: HeldSend[] = [];

  constructor(readonly name: MessageChannel = 'whatsapp') {}

  send(message: OutgoingMessage): Promise<SendOutcome> {
    return new Promise((resolve, reject) => {
      this.held.push({
        message,
        answer: (outcome) => {
          if (outcome instanceof DeliveryError) reject(outcome);
          else resolve(outcome);
        },
      });
    });
  }
}
