import { Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button, type ButtonSize } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { servingTexts } from '../texts-serving.js';
import { useActions } from './booking-actions-context.js';

/** False for `delayMs` after mounting, then true. */
function useArmed(delayMs: number): boolean {
  const [armed, setArmed] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => {
      setArmed(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [delayMs]);
  return armed;
}

export interface StartButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  size?: ButtonSize;
  className?: string;
  /**
   * Milliseconds before it accepts a tap. The next customer's Start appears where Complete was,
   * so a double tap on Complete must not land on it.
   */
  armDelayMs?: number;
  /** Replaces "Start", e.g. "Serve next who is here". */
  label?: string | undefined;
}

/** Starts serving one booking (waiting → serving, docs/product/booking-rules.md#states-and-transitions); the server refuses with its reason when it may not. */
export function StartButton({ booking, size = 'md', className, armDelayMs = 0, label }: StartButtonProps) {
  const t = useTexts(servingTexts);
  const actions = useActions();
  const armed = useArmed(armDelayMs);
  const running = actions.pending(booking.id).status;
  return (
    <Button
      size={size}
      className={className}
      loading={running === 'serving'}
      loadingText={t.starting}
      disabled={!armed || running !== null || actions.offline}
      onClick={() => {
        actions.setStatus(booking, 'serving');
      }}
    >
      <Play aria-hidden="true" />
      {label ?? t.start}
    </Button>
  );
}
