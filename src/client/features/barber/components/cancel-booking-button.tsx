import { X } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import type { ButtonSize } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { servingTexts } from '../texts-serving.js';
import { ConfirmStatusButton } from './confirm-status-button.js';

export interface CancelBookingButtonProps {
  booking: Pick<Booking, 'id' | 'customerName'>;
  size?: ButtonSize;
  /** Outline beside other actions; ghost in a list of many, where a red box on every row shouts. */
  variant?: 'outline' | 'ghost';
  className?: string | undefined;
}

/** The barber's Cancel (docs/product/booking-rules.md#states-and-transitions: cancelled by barber), always confirmed first. */
export function CancelBookingButton({ booking, size = 'md', variant = 'outline', className }: CancelBookingButtonProps) {
  const t = useTexts(servingTexts);
  return (
    <ConfirmStatusButton
      booking={booking}
      status="cancelled"
      icon={X}
      label={t.cancel}
      title={t.cancelTitle({ token: booking.id })}
      description={t.cancelQuestion({ name: booking.customerName })}
      confirmLabel={t.cancelConfirm}
      busyLabel={t.cancelling}
      size={size}
      variant={variant}
      className={cn('text-red-700', className)}
    />
  );
}
