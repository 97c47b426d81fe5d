import { X } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import type { ButtonSize } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { ConfirmStatusButton } from './confirm-status-button.js';

export interface CancelBookingButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  size?: ButtonSize;
  /** Outline beside other actions; ghost in a list of many, where a red box on every row shouts. */
  variant?: 'outline' | 'ghost';
  className?: string | undefined;
}

/** The barber's Cancel (spec §4: cancelled by barber), always confirmed first. */
export function CancelBookingButton({ booking, size = 'md', variant = 'outline', className }: CancelBookingButtonProps) {
  return (
    <ConfirmStatusButton
      booking={booking}
      status="cancelled"
      icon={X}
      label="Cancel"
      title={`Cancel booking #${booking.id}?`}
      description={`Are you sure you want to cancel this booking? ${booking.customerName} will lose their place, and the booking moves to your history as cancelled by barber.`}
      confirmLabel="Cancel Booking"
      busyLabel="Cancelling..."
      size={size}
      variant={variant}
      className={cn('text-red-700', className)}
    />
  );
}
