import { Phone } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { AddToCalendarLink } from '../../../components/booking/add-to-calendar-link.js';
import { CancelBookingButton } from '../../../components/booking/cancel-booking-button.js';
import { buttonVariants } from '../../../components/ui/button.js';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { shopInfo } from '../../../lib/shop-info.js';

export interface BookingCardActionsProps {
  booking: Booking;
  onCancelled: (booking: Booking) => void;
}

/**
 * Contact calls the shop (DESIGN §8; hidden when the shop has no phone set). Cancel appears while
 * the server allows it; a waiting booking past the 15-minute mark says why it is gone.
 */
export function BookingCardActions({ booking, onCancelled }: BookingCardActionsProps) {
  const { data: settings } = useShopSettings();
  const shop = shopInfo(settings);
  const cancelClosed = booking.status === 'waiting' && !booking.canCancel;

  const calendar = booking.bookingType === 'slot' && booking.status === 'waiting';
  if (!shop.phoneHref && !booking.canCancel && !cancelClosed && !calendar) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      {cancelClosed && (
        <p className="text-sm text-ink-500">
          Cancellation closes 15 minutes before your turn.{shop.phoneHref ? ' Call the shop if your plans change.' : ''}
        </p>
      )}
      <div className="flex flex-wrap gap-2 [&>*]:min-w-32 [&>*]:flex-1 sm:[&>*]:flex-none">
        {shop.phoneHref && (
          <a href={shop.phoneHref} className={buttonVariants({ variant: 'secondary' })}>
            <Phone aria-hidden="true" />
            Contact
            <span className="sr-only"> the shop, {shop.phone}</span>
          </a>
        )}
        <AddToCalendarLink booking={booking} />
        <CancelBookingButton booking={booking} onCancelled={onCancelled} variant="outlineDanger" />
      </div>
    </div>
  );
}
