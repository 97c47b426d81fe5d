import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ClientCommand, CommandResult } from '../../../../shared/events.js';
import { sendCommand, type CommandHub } from './command-channel.js';

class FakeHub implements CommandHub {
  status: 'connecting' | 'connected' | 'disconnected' = 'connected';
  accepts = true;
  sent: ClientCommand[] = [];
  private handlers = new Set<(message: CommandResult) => void>();

  getStatus = () => this.status;
  send = (command: ClientCommand) => {
    if (this.accepts) this.sent.push(command);
    return this.accepts;
  };
  on(_type: 'commandResult', handler: (message: CommandResult) => void) {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  answer(result: Omit<CommandResult, 'type'>) {
    for (const handler of [...this.handlers]) handler({ type: 'commandResult', ...result });
  }
  get listeners() {
    return this.handlers.size;
  }
}

const complete: ClientCommand = { type: 'updateBookingStatus', barberId: 1, bookingId: 12, data: { status: 'completed' }, timestamp: 1 };

describe('sendCommand', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('resolves with the answer to this command and booking, ignoring others', async () => {
    const hub = new FakeHub();
    const outcome = sendCommand(hub, complete);
    expect(hub.sent).toEqual([complete]);
    hub.answer({ command: 'updateBookingStatus', bookingId: 13, ok: true });
    hub.answer({ command: 'updateRemainingTime', bookingId: 12, ok: true });
    hub.answer({ command: 'updateBookingStatus', bookingId: 12, ok: false, error: 'INVALID_TRANSITION', message: 'No' });
    await expect(outcome).resolves.toEqual({
      kind: 'answered',
      result: { type: 'commandResult', command: 'updateBookingStatus', bookingId: 12, ok: false, error: 'INVALID_TRANSITION', message: 'No' },
    });
    expect(hub.listeners).toBe(0);
  });

  test('is not sent while the socket is not connected', async () => {
    const hub = new FakeHub();
    hub.status = 'connecting';
    await expect(sendCommand(hub, complete)).resolves.toEqual({ kind: 'not-sent' });
    expect(hub.sent).toEqual([]);
  });

  test('is not sent when the socket refuses the frame', async () => {
    const hub = new FakeHub();
    hub.accepts = false;
    await expect(sendCommand(hub, complete)).resolves.toEqual({ kind: 'not-sent' });
    expect(hub.listeners).toBe(0);
  });

  test('times out without an answer', async () => {
    const hub = new FakeHub();
    const outcome = sendCommand(hub, complete, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
    expect(hub.listeners).toBe(0);
  });
});
