import type { CommandResult, ServerEventType, ServerMessage } from '../../../shared/events.js';
import { shopBaseOf } from '../shop-base.js';

/** What arrives on /ws: broadcasts, and answers to a staff socket's commands. */
export type IncomingMessage = ServerMessage | CommandResult;

const SERVER_TYPES: ReadonlySet<string> = new Set<ServerEventType>([
  'connected',
  'waitTimeUpdated',
  'bookingCreated',
  'bookingUpdated',
  'bookingStatusChanged',
  'barberUpdated',
  'servicesUpdated',
  'shopStatusUpdated',
]);

/** Messages that record a change, each with its own `seq`; the others repeat the latest one. */
const CHANGE_TYPES: ReadonlySet<string> = new Set<ServerEventType>([
  'bookingCreated',
  'bookingUpdated',
  'bookingStatusChanged',
  'barberUpdated',
  'servicesUpdated',
  'shopStatusUpdated',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optionalId = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isInteger(value));

/**
 * Reads one frame. The server checks every message against the shared `serverMessageSchema`
 * before sending it; here only the envelope is checked, by hand, so the first page does not
 * carry zod for the socket. Anything else is ignored (null).
 */
export function parseIncoming(text: string): IncomingMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || typeof json.type !== 'string') return null;
  if (json.type === 'commandResult') {
    return typeof json.ok === 'boolean' ? (json as unknown as CommandResult) : null;
  }
  if (!SERVER_TYPES.has(json.type)) return null;
  if (typeof json.seq !== 'number' || !Number.isInteger(json.seq) || !isRecord(json.data)) return null;
  if (!optionalId(json.barberId) || !optionalId(json.bookingId)) return null;
  return json as unknown as ServerMessage;
}

/** Whether a message records a change (and so carries a `seq` of its own). */
export function isChangeMessage(message: ServerMessage): boolean {
  return CHANGE_TYPES.has(message.type);
}

/** ws:// or wss:// for /ws on the page's own host (docs/product/api.md), under the page's shop base. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host' | 'pathname'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${shopBaseOf(location.pathname)}/ws`;
}
