import type { BookingStatus, CancelledBy, CancelReason, TimeAdjustment } from './constants.js';
import type { Availability } from './schemas/hours.js';

/**
 * Live messages on /ws (docs/product/data.md, docs/product/architecture.md#live-updates). They are invalidation notices: they say what changed,
 * never a name or a phone number, and clients refetch what they may see over HTTP.
 */
export interface ServerEventMap {
  connected: { seq: number };
  /** The barber card's live figures: the wait, and where the working day stands (a break ends on the clock). */
  waitTimeUpdated: { estimatedWaitTime: number; noWait: boolean; availability: Availability };
  bookingCreated: { bookingType: 'queue' | 'slot' };
  bookingUpdated: { status: BookingStatus };
  /** `undone`: the status was restored by an undo of the booking's last status change. */
  bookingStatusChanged: { status: BookingStatus; cancelledBy: CancelledBy | null; undone?: true };
  barberUpdated: Record<string, never>;
  servicesUpdated: Record<string, never>;
  shopStatusUpdated: { isOpen: boolean };
}

export type ServerEventType = keyof ServerEventMap;

/**
 * Sent with every API read: the `seq` of the shop's last change the answering instance had heard
 * of when the read began. A page whose first reads are older than its socket's `connected.seq` may have
 * missed a change in between, and reads them again (docs/product/architecture.md#live-updates).
 */
export const LIVE_SEQ_HEADER = 'x-live-seq';

export type ServerMessage = {
  [K in ServerEventType]: {
    type: K;
    /** Increases with every change; a jump tells a client it missed something and should refetch. */
    seq: number;
    barberId?: number;
    bookingId?: number;
    data: ServerEventMap[K];
  };
}[ServerEventType];

/** Commands a barber's dashboard may send on a staff socket; they run the same checks as HTTP. */
export type ClientCommand =
  | {
      type: 'updateBookingStatus';
      barberId: number;
      bookingId: number;
      data: { status: 'serving' | 'completed' | 'cancelled'; cancelledBy?: CancelledBy; reason?: CancelReason };
      timestamp: number;
    }
  | {
      type: 'updateRemainingTime';
      bookingId: number;
      adjustment: TimeAdjustment;
      newRemainingTime?: number;
      timestamp: number;
    };

/** The answer to a command: ok, or the same error code and message the HTTP route would give. */
export interface CommandResult {
  type: 'commandResult';
  /** Null when the message could not be read as a command at all. */
  command: ClientCommand['type'] | null;
  bookingId: number | null;
  ok: boolean;
  /** A status change that can be undone for a few seconds: the number to undo it with (its event's id). */
  undoSeq?: number;
  error?: string;
  message?: string;
}
