import type { ClientCommand } from '../../../shared/events.js';
import type { SocketStatus } from './live-connection.js';
import type { IncomingMessage } from './parse-message.js';

type Listener = () => void;
type MessageOf<T extends IncomingMessage['type']> = Extract<IncomingMessage, { type: T }>;
type Handler<T extends IncomingMessage['type']> = (message: MessageOf<T>) => void;

/**
 * The live connection as components see it: its status and last update as small external stores
 * (read with useSyncExternalStore, so a message re-renders only what shows them), typed message
 * subscriptions, and the commands a page may give.
 */
export class LiveHub {
  private statusValue: SocketStatus = 'connecting';
  private lastUpdateValue: number | null = null;
  private readonly statusListeners = new Set<Listener>();
  private readonly updateListeners = new Set<Listener>();
  private readonly handlers = new Map<string, Set<(message: IncomingMessage) => void>>();

  constructor(
    private readonly actions: {
      send: (command: ClientCommand) => boolean;
      reconnect: () => void;
      refreshAll: () => void;
    },
  ) {}

  getStatus = (): SocketStatus => this.statusValue;
  getLastUpdate = (): number | null => this.lastUpdateValue;

  subscribeStatus = (listener: Listener): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  subscribeLastUpdate = (listener: Listener): (() => void) => {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  };

  /** Calls `handler` for every message of one type; returns the unsubscribe function. */
  on<T extends IncomingMessage['type']>(type: T, handler: Handler<T>): () => void {
    const set = this.handlers.get(type) ?? new Set();
    const wrapped = handler as (message: IncomingMessage) => void;
    set.add(wrapped);
    this.handlers.set(type, set);
    return () => set.delete(wrapped);
  }

  /** Sends a staff command (barber dashboard); false when the socket is not open. */
  send = (command: ClientCommand): boolean => this.actions.send(command);
  /** Opens a fresh connection now. */
  reconnect = (): void => {
    this.actions.reconnect();
  };
  /** Reconnects and refetches everything live (the connection toast's Refresh button). */
  refreshAll = (): void => {
    this.actions.refreshAll();
  };

  setStatus(status: SocketStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.statusListeners) listener();
  }

  markUpdated(at: number): void {
    this.lastUpdateValue = at;
    for (const listener of this.updateListeners) listener();
  }

  emit(message: IncomingMessage): void {
    for (const handler of this.handlers.get(message.type) ?? []) {
      try {
        handler(message);
      } catch (error) {
        // One page's broken handler must not stop the others (or the cache updates) from running.
        console.error('live message handler failed', error);
      }
    }
  }
}
