import type { Language } from '../../../../shared/constants.js';
import { formatTime12 } from '../../../../shared/domain/format.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { textsIn } from '../../../lib/i18n/catalogue.js';
import { servingTexts } from '../texts-serving.js';

/** What the barber sees of a waiting booking's messages (docs/product/messages.md). */
export type MessageNote =
  /** The customer was told their turn is near, at this shop-local time. */
  | { kind: 'told'; label: string; time: string }
  /** The customer stopped messages about this booking. */
  | { kind: 'off'; label: string };

/** The notes a queue row shows under the expected start: told to come (and when), messages off. */
export function messageNotes(
  booking: Pick<Booking, 'turnNearToldAt' | 'messagesStopped'>,
  timeZone: string,
  language: Language,
): MessageNote[] {
  const t = textsIn(servingTexts, language);
  const notes: MessageNote[] = [];
  if (booking.turnNearToldAt) notes.push({ kind: 'told', label: t.toldTurnNear, time: formatTime12(booking.turnNearToldAt, timeZone, language) });
  if (booking.messagesStopped) notes.push({ kind: 'off', label: t.messagesOff });
  return notes;
}
