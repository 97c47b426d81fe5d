import { UserX } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { servingTexts } from '../texts-serving.js';
import { ConfirmStatusButton } from './confirm-status-button.js';

export interface NoShowButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  /** Outline when it is the likely next step (a slot well past its time); ghost beside Cancel otherwise. */
  variant?: 'outline' | 'ghost';
  className?: string | undefined;
}

/** The barber marks a waiting customer who never came (docs/product/chairs-day.md), confirmed first like Cancel. */
export function NoShowButton({ booking, variant = 'ghost', className }: NoShowButtonProps) {
  const t = useTexts(servingTexts);
  return (
    <ConfirmStatusButton
      booking={booking}
      status="no-show"
      icon={UserX}
      label={t.noShow}
      title={t.noShowTitle({ token: booking.id })}
      description={t.noShowQuestion({ name: booking.customerName })}
      confirmLabel={t.noShowConfirm}
      busyLabel={t.marking}
      variant={variant}
      className={cn('text-ink-700', className)}
    />
  );
}
