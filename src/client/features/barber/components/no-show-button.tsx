import { UserX } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { cn } from '../../../lib/cn.js';
import { ConfirmStatusButton } from './confirm-status-button.js';

export interface NoShowButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  /** Outline when it is the likely next step (a slot well past its time); ghost beside Cancel otherwise. */
  variant?: 'outline' | 'ghost';
  className?: string | undefined;
}

/** The barber marks a waiting customer who never came (DESIGN §11), confirmed first like Cancel. */
export function NoShowButton({ booking, variant = 'ghost', className }: NoShowButtonProps) {
  return (
    <ConfirmStatusButton
      booking={booking}
      status="no-show"
      icon={UserX}
      label="No-show"
      title={`Mark booking #${booking.id} as a no-show?`}
      description={`${booking.customerName} has not come. The booking is cancelled and shows as a no-show in your history.`}
      confirmLabel="Mark No-show"
      busyLabel="Marking..."
      variant={variant}
      className={cn('text-ink-700', className)}
    />
  );
}
