import { Smartphone } from 'lucide-react';
import { formatPaise } from '../../../../shared/domain/money.js';
import type { Booking } from '../../../../shared/schemas/booking.js';
import { Button } from '../../../components/ui/button.js';
import { QrCode } from '../../../components/ui/qr-code.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { trackUpiTexts } from '../texts-upi.js';

/**
 * While the barber asks to be paid by UPI (docs/product/money.md#upi): the same QR code as on the
 * barber's screen, the amount, and a link that opens the customer's UPI app on this phone. Live:
 * the page refetches on every change of the booking, so it goes once the payment is recorded.
 */
export function UpiDueCard({ upiDue }: { upiDue: Booking['upiDue'] }) {
  const t = useTexts(trackUpiTexts);
  const language = useLanguage();
  if (!upiDue) return null;
  const amount = formatPaise(upiDue.amountPaise, language);
  return (
    <section aria-labelledby="upi-due-heading" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-sand-50 p-4 text-center sm:p-5">
      <h3 id="upi-due-heading" className="font-display text-lg font-semibold text-ink-950">
        {t.title}
      </h3>
      <div className="rounded-xl bg-white p-3">
        <QrCode value={upiDue.link} label={t.qrLabel({ amount })} className="size-48" />
      </div>
      <p className="font-display text-2xl font-semibold tabular-nums text-ink-950">{t.amount({ amount })}</p>
      <p className="max-w-xs text-sm text-ink-600">{t.scan}</p>
      <Button asChild variant="primary">
        <a href={upiDue.link}>
          <Smartphone aria-hidden="true" />
          {t.openApp}
        </a>
      </Button>
      <p className="max-w-xs text-xs text-ink-500">{t.afterPaying}</p>
    </section>
  );
}
