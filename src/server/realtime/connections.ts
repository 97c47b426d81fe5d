import type { WebSocket } from 'ws';
import type { CommandResult, ServerMessage } from '../../shared/events.js';
import type { ShopListMessage } from '../../shared/schemas/shop-list.js';

export interface ConnectionLimits {
  /** Open sockets one address may hold; a browser opens a few, a script opening hundreds is refused. */
  maxPerIp: number;
  /** Messages a client may send in one window before it is disconnected (close code 1008). */
  floodMessages: number;
  floodWindowMs: number;
  /** A client that stops reading is dropped instead of buffering broadcasts for it without end. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  maxPerIp: 50,
  floodMessages: 20,
  floodWindowMs: 10_000,
  maxBufferedBytes: 1024 * 1024,
};

/** Close code for a client that broke the rules (RFC 6455 "policy violation"). */
export const POLICY_VIOLATION = 1008;
/** Close code when the server stops (RFC 6455 "going away"). */
export const GOING_AWAY = 1001;

/** The parts of a `ws` socket the registry uses; the plugin hands its sockets over under another type name. */
export type LiveSocket = Pick<
  WebSocket,
  'readyState' | 'OPEN' | 'bufferedAmount' | 'send' | 'close' | 'terminate' | 'ping' | 'on' | 'once'
>;

export interface Connection {
  socket: LiveSocket;
  ip: string;
  /** Cleared at each heartbeat and set again by the pong; still clear at the next one means dead. */
  alive: boolean;
  windowStart: number;
  messagesInWindow: number;
}

/** The open sockets of this instance, with the per-address cap, flood limit and heartbeat. */
export interface Connections {
  readonly size: number;
  countFor(ip: string): number;
  /** Registers a socket, and in `group` (its shop's sockets) too, until it closes. */
  add(socket: LiveSocket, ip: string, now: number, group?: Set<Connection>): Connection;
  /** Counts a message from the client; false when it sent too many and has been disconnected. */
  admit(connection: Connection, now: number): boolean;
  /** Sends a message to every socket of `group` (a shop's), or of this instance. */
  broadcast(message: ServerMessage | ShopListMessage, group?: ReadonlySet<Connection>): void;
  send(connection: Connection, message: ServerMessage | CommandResult): void;
  /** Terminates sockets that did not answer the last ping and pings the rest. */
  heartbeat(): void;
  /** Closes every socket of `group` (a shop's), or of this instance, as the server going away. */
  closeAll(group?: ReadonlySet<Connection>): void;
}

/** Makes the registry of this instance's sockets. */
export function createConnections(limits: ConnectionLimits = DEFAULT_LIMITS): Connections {
  const open = new Set<Connection>();
  const perIp = new Map<string, number>();

  function sendText(connection: Connection, text: string): void {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  return {
    get size() {
      return open.size;
    },
    countFor: (ip) => perIp.get(ip) ?? 0,
    add(socket, ip, now, group) {
      const connection: Connection = { socket, ip, alive: true, windowStart: now, messagesInWindow: 0 };
      open.add(connection);
      group?.add(connection);
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.once('close', () => {
        open.delete(connection);
        group?.delete(connection);
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
      return connection;
    },
    admit(connection, now) {
      if (now - connection.windowStart >= limits.floodWindowMs || now < connection.windowStart) {
        connection.windowStart = now;
        connection.messagesInWindow = 0;
      }
      connection.messagesInWindow += 1;
      if (connection.messagesInWindow <= limits.floodMessages) return true;
      connection.socket.close(POLICY_VIOLATION, 'Too many messages');
      return false;
    },
    broadcast(message, group = open) {
      if (group.size === 0) return;
      // Serialized once for every socket: a broadcast to a thousand clients costs one stringify.
      const text = JSON.stringify(message);
      for (const connection of group) sendText(connection, text);
    },
    send(connection, message) {
      sendText(connection, JSON.stringify(message));
    },
    heartbeat() {
      for (const connection of open) {
        if (!connection.alive) {
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        if (connection.socket.readyState === connection.socket.OPEN) connection.socket.ping();
      }
    },
    closeAll(group = open) {
      for (const connection of [...group]) connection.socket.close(GOING_AWAY, 'Server shutting down');
    },
  };
}
