import { ExternalLink } from 'lucide-react';
import type { CreatedBooking } from '../../../../shared/schemas/booking.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useShopClock } from '../../../lib/time.js';
import { buttonVariants } from '../../ui/button.js';
import { QrCode } from '../../ui/qr-code.js';
import { walkInTexts } from './texts.js';
import { shopOrigin } from '../../../lib/shop-base.js';

/** The booking's own page with its manage token: how a walk-in without a phone follows its turn. */
export function tokenPageLink(booking: Pick<CreatedBooking, 'id' | 'manageToken'>, origin: string): string {
  return `${origin}/track?booking=${booking.id}&token=${booking.manageToken}`;
}

/**
 * The new walk-in's token, large enough to read across the counter, with a QR code of its token
 * page for the customer to scan or photograph. Drawn here (no outside service), as the board's.
 */
export function WalkInToken({ booking }: { booking: CreatedBooking }) {
  const t = useTexts(walkInTexts);
  const clock = useShopClock();
  const link = tokenPageLink(booking, shopOrigin());
  const token = `#${booking.id}`;
  const expected = booking.expectedStartTime === null ? null : clock.time(Date.parse(booking.expectedStartTime));

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="flex flex-col items-center">
        <span className="text-sm font-semibold uppercase tracking-wider text-ink-500">{t.tokenLabel}</span>
        <output aria-live="polite" data-testid="walk-in-token" className="font-display text-7xl font-semibold leading-none text-ink-950">
          {token}
        </output>
        <span className="mt-2 text-base text-ink-700">{expected === null ? booking.barberName : t.withBarber({ barber: booking.barberName, time: expected })}</span>
      </div>
      <div className="rounded-2xl border border-line bg-white p-3">
        <QrCode value={link} label={t.qrFor({ token })} className="size-44" />
      </div>
      <p className="max-w-xs text-sm leading-snug text-ink-600">{t.photographHint}</p>
      <a href={link} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'ghost', size: 'md' })}>
        <ExternalLink aria-hidden="true" />
        {t.openPage}
      </a>
    </div>
  );
}
