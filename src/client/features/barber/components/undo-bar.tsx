import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { deskTexts } from '../texts-desk.js';
import { useActions } from './booking-actions-context.js';

/**
 * Undo after Start, Complete, No-show or Cancel, for 10 seconds: a bar over the page's bottom
 * (above the phone's tab bar), announced politely, its button in the page's tab order and off
 * while the undo is on its way.
 */
export function UndoBar() {
  const t = useTexts(deskTexts);
  const { undo, offline } = useActions();
  const { offer } = undo;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 flex justify-center md:inset-x-auto md:bottom-6 md:left-1/2 md:-translate-x-1/2"
    >
      {offer && (
        <div
          data-testid="undo-bar"
          className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl border border-ink-700 bg-ink-900 py-2 pl-4 pr-2 text-white shadow-2xl shadow-ink-950/30"
        >
          <p className="min-w-0 flex-1 text-sm leading-snug">
            <span className="font-semibold">
              #{offer.bookingId} {offer.customerName}
            </span>
            <span className="block text-white/75">{t.undoHint}</span>
          </p>
          <Button
            variant="outlineOnDark"
            aria-label={t.undoFor({ token: offer.bookingId, name: offer.customerName })}
            loading={undo.undoing}
            loadingText={t.undoing}
            disabled={offline}
            onClick={undo.undo}
          >
            <Undo2 aria-hidden="true" />
            {t.undo}
          </Button>
        </div>
      )}
    </div>
  );
}
