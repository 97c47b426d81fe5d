import type { ClientCommand, CommandResult } from '../../../../shared/events.js';

/** The parts of the app's live hub a command needs (lib/socket's LiveHub fits). */
export interface CommandHub {
  getStatus(): 'connecting' | 'connected' | 'disconnected';
  send(command: ClientCommand): boolean;
  on(type: 'commandResult', handler: (message: CommandResult) => void): () => void;
}

/** How a socket command ended: the server's answer, not sent at all, or no answer in time. */
export type CommandOutcome =
  | { kind: 'answered'; result: CommandResult }
  | { kind: 'not-sent' }
  | { kind: 'timeout' };

/** A local server answers in milliseconds; after this the socket is presumed stuck. */
export const COMMAND_TIMEOUT_MS = 5_000;

/**
 * Sends a dashboard command on the staff socket (docs/product/api.md, docs/product/architecture.md#live-updates) and waits for its
 * `commandResult`, matched by command and booking id (a dashboard has at most one command per
 * booking and kind in flight: its buttons are disabled while one runs).
 */
export function sendCommand(hub: CommandHub, command: ClientCommand, timeoutMs = COMMAND_TIMEOUT_MS): Promise<CommandOutcome> {
  if (hub.getStatus() !== 'connected') return Promise.resolve({ kind: 'not-sent' });
  return new Promise((resolve) => {
    const finish = (outcome: CommandOutcome) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    // Subscribed before sending: the answer can never arrive before anyone listens for it.
    const unsubscribe = hub.on('commandResult', (result) => {
      if (result.command === command.type && result.bookingId === command.bookingId) finish({ kind: 'answered', result });
    });
    const timer = setTimeout(() => {
      finish({ kind: 'timeout' });
    }, timeoutMs);
    if (!hub.send(command)) finish({ kind: 'not-sent' });
  });
}

/** A command the server refused, with the same code and message the HTTP route would give. */
export class CommandRefused extends Error {
  override readonly name = 'CommandRefused';
  constructor(
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? code ?? 'command refused');
  }
}

/**
 * No answer came on the socket, and the command was not safe to repeat over HTTP. The barber is
 * told in their language (describeActionError); the message is for logs.
 */
export class CommandUnanswered extends Error {
  override readonly name = 'CommandUnanswered';
  constructor() {
    super('no answer to the command on the socket');
  }
}
