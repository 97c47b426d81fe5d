import { Phone } from 'lucide-react';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { AddToCalendarLink } from '../../../components/booking/add-to-calendar-link.js';
import { CancelBookingButton } from '../../../components/booking/cancel-booking-button.js';
import { buttonVariants } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { shopInfo } from '../../../lib/shop-info.js';
import { trackCardTexts } from '../texts-card.js';

export interface BookingCardActionsProps {
  booking: Booking;
  onCancelled: (booking: Booking) => void;
}

/**
 * Contact calls the shop (docs/product/architecture.md#the-web-client; hidden when the shop has no phone set). Cancel appears while
 * the server allows it; a waiting booking past the 15-minute mark says why it is gone.
 */
export function BookingCardActions({ booking, onCancelled }: BookingCardActionsProps) {
  const t = useTexts(trackCardTexts);
  const { data: settings } = useShopSettings();
  const shop = shopInfo(settings);
  const cancelClosed = booking.status === 'waiting' && !booking.canCancel;

  const calendar = booking.bookingType === 'slot' && booking.status === 'waiting';
  if (!shop.phoneHref && !booking.canCancel && !cancelClosed && !calendar) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      {cancelClosed && (
        <p className="text-sm text-ink-500">{shop.phoneHref ? t.cancelClosedCall : t.cancelClosed}</p>
      )}
      <div className="flex flex-wrap gap-2 [&>*]:min-w-32 [&>*]:flex-1 sm:[&>*]:flex-none">
        {shop.phoneHref && (
          <a href={shop.phoneHref} aria-label={t.contactShop({ phone: shop.phone ?? '' })} className={buttonVariants({ variant: 'secondary' })}>
            <Phone aria-hidden="true" />
            {t.contact}
          </a>
        )}
        <AddToCalendarLink booking={booking} />
        <CancelBookingButton booking={booking} onCancelled={onCancelled} variant="outlineDanger" />
      </div>
    </div>
  );
}
