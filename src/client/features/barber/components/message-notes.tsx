import { BellOff, BellRing } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { messageNotes } from '../logic/message-notes.js';
import { servingTexts } from '../texts-serving.js';

/** Under a waiting booking: whether its customer was told to come (and when), and whether they stopped messages. */
export function MessageNotes({ booking, className }: { booking: Pick<Booking, 'turnNearToldAt' | 'messagesStopped'>; className?: string }) {
  const t = useTexts(servingTexts);
  const { timeZone, language } = useShopClock();
  const notes = messageNotes(booking, timeZone, language);
  if (notes.length === 0) return null;
  return (
    <ul aria-label={t.messagesToCustomer} className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600', className)}>
      {notes.map((note) => (
        <li key={note.kind} className="inline-flex items-center gap-1.5">
          {note.kind === 'told' ? (
            <>
              <BellRing className="size-4 shrink-0 text-green-700" aria-hidden="true" />
              <span>
                {note.label}
                <span aria-hidden="true"> · </span>
                <span className="font-medium text-ink-900 tabular-nums">{note.time}</span>
              </span>
            </>
          ) : (
            <>
              <BellOff className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
              <span>{note.label}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
