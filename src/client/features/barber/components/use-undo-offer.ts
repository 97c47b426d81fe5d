import { useCallback, useEffect, useRef, useState } from 'react';
import { UNDO_WINDOW_MS } from '../../../../shared/schemas/booking-desk.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useUndoStatusChange } from '../api/undo-status-change.js';
import { actionErrorCode, describeActionError, isAuthFailure } from '../logic/action-errors.js';
import { deskTexts } from '../texts-desk.js';
import { focusActivePanel, focusIsLost } from './focus-panel.js';

/** The status change the dashboard offers to undo, until `until` (the page's clock). */
export interface UndoOffer {
  bookingId: number;
  customerName: string;
  seq: number;
  until: number;
}

export interface UndoControls {
  offer: UndoOffer | null;
  /** An undo is on its way: the button is off until it is answered. */
  undoing: boolean;
  offerUndo: (booking: { id: number; customerName: string }, seq: number) => void;
  undo: () => void;
}

/**
 * The Undo offered for 10 seconds after Start, Complete, No-show or Cancel: one at a time (a new
 * change replaces the offer), and one undo in flight at a time, so a double tap undoes once.
 */
export function useUndoOffer(barberId: number): UndoControls {
  const t = useTexts(deskTexts);
  const language = useLanguage();
  const mutation = useUndoStatusChange();
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const [undoing, setUndoing] = useState(false);
  const running = useRef(false);

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => {
      // An undo already on its way is left to finish; its answer closes the offer.
      if (!running.current) setOffer((current) => (current === offer ? null : current));
    }, Math.max(0, offer.until - Date.now()));
    return () => {
      clearTimeout(timer);
    };
  }, [offer]);

  const offerUndo = useCallback<UndoControls['offerUndo']>((booking, seq) => {
    setOffer({ bookingId: booking.id, customerName: booking.customerName, seq, until: Date.now() + UNDO_WINDOW_MS });
  }, []);

  const undo = () => {
    if (!offer || running.current) return;
    running.current = true;
    setUndoing(true);
    const customer = { token: offer.bookingId, name: offer.customerName };
    mutation
      .mutateAsync({ barberId, bookingId: offer.bookingId, seq: offer.seq })
      .then(() => {
        toast({ title: t.undone, description: t.backAsBefore(customer), variant: 'success' });
      })
      .catch((error: unknown) => {
        if (isAuthFailure(error)) return;
        // Undone already (the first of two taps): what the barber wanted has happened.
        const code = actionErrorCode(error);
        if (code === 'ALREADY_UNDONE') {
          toast({ title: t.undone, description: t.backAsBefore(customer), variant: 'success' });
          return;
        }
        toast({ title: t.undoFailed, description: describeActionError(error, language, t.undoFailed), variant: 'destructive' });
      })
      .finally(() => {
        running.current = false;
        setUndoing(false);
        setOffer(null);
        requestAnimationFrame(() => {
          if (focusIsLost()) focusActivePanel();
        });
      });
  };

  return { offer, undoing, offerUndo, undo };
}
