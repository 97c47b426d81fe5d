import { QrCode } from '../../../components/ui/qr-code.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { boardTexts } from '../texts.js';

/** 'chair.example.com/booking' from 'https://chair.example.com/booking': shorter to read off a wall. */
const shownUrl = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The QR code that opens the booking page on the shop's own site, drawn here (no outside service),
 * with its words beside it for anyone who cannot scan: 'Scan to book' and the address.
 */
export function BookingQr({ url }: { url: string }) {
  const t = useTexts(boardTexts);

  return (
    <aside aria-labelledby="board-qr-title" className="flex flex-col items-center gap-4 rounded-3xl bg-ink-900 p-5 text-center ring-1 ring-white/10">
      <h2 id="board-qr-title" className="font-display text-3xl font-semibold text-gold-300">
        {t.scanToBook}
      </h2>
      <div className="rounded-2xl bg-white p-4">
        <QrCode value={url} label={t.qrCodeFor({ url })} className="size-48" />
      </div>
      <p className="text-lg leading-snug text-ink-200">
        {t.orVisit} <span className="block break-all font-semibold text-white">{shownUrl(url)}</span>
      </p>
    </aside>
  );
}
