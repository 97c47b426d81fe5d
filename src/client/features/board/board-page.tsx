import { useMemo } from 'react';
import { barberTexts } from '../../components/barber/texts.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useLanguage } from '../../lib/i18n/language.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { shopInfo } from '../../lib/shop-info.js';
import { useShopState } from '../../lib/use-shop-state.js';
import { useBoardBarbers, useBoardShopSettings } from './api/board-shop.js';
import { useBoard } from '../../lib/queries/board.js';
import { BoardHeader } from './components/board-header.js';
import { BoardRows } from './components/board-rows.js';
import { BookingQr } from './components/booking-qr.js';
import { ReconnectingBanner } from './components/reconnecting-banner.js';
import { useBoardFreshness } from './components/use-board-freshness.js';
import { useRefetchWhenBack } from './components/use-refetch-when-back.js';
import { useScreenScale } from './components/use-screen-scale.js';
import { boardRows } from './logic/board-rows.js';
import { boardTexts } from './texts.js';
import { shopOrigin } from '../../lib/shop-base.js';

/**
 * `/board` (docs/product/architecture.md#reach): the shop's TV. Open or closed, the time, each barber's wait, the token in
 * the chair and the next ones, and a QR code to book; token numbers only, never a name or a phone.
 * Live from the socket with a refetch every minute behind it; after 30 s without news it says it
 * is reconnecting and hides the waits until it is back, on its own.
 */
export function BoardPage() {
  useScreenScale();
  const t = useTexts(boardTexts);
  const waitTexts = useTexts(barberTexts);
  const language = useLanguage();
  const settings = useBoardShopSettings();
  const barbers = useBoardBarbers();
  const board = useBoard();
  const shop = shopInfo(settings.data);
  // Open, opening later or closed, moving with the clock (docs/decisions/0017-shop-state.md).
  const status = useShopState();
  const lastDataAt = Math.max(settings.dataUpdatedAt, barbers.dataUpdatedAt, board.dataUpdatedAt) || null;
  const failedAt = Math.max(settings.errorUpdatedAt, barbers.errorUpdatedAt, board.errorUpdatedAt);
  const { stale, connected } = useBoardFreshness(lastDataAt, failedAt);
  useRefetchWhenBack(connected, [settings, barbers, board]);
  const rows = useMemo(
    () => (barbers.data ? boardRows(barbers.data, board.data, shop.timeZone, { board: t, barber: waitTexts, language }) : null),
    [barbers.data, board.data, shop.timeZone, t, waitTexts, language],
  );
  const bookingUrl = `${shopOrigin()}/booking`;

  return (
    <div className="flex h-dvh cursor-none flex-col gap-5 bg-ink-950 px-8 py-6 text-white">
      <BoardHeader name={shop.name} status={status ? { kind: status.state.kind, badge: status.badge } : null} timeZone={shop.timeZone} live={stale ? null : connected ? 'live' : 'connecting'} />
      {stale && <ReconnectingBanner />}
      <div className="flex min-h-0 flex-1 gap-6">
        {rows ? (
          <BoardRows rows={rows} stale={stale} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 text-ink-300">
            <Spinner size="lg" label={null} className="text-gold-400" />
            {!stale && (
              <p role="status" className="text-2xl">
                {t.loading}
              </p>
            )}
          </div>
        )}
        <div className="flex w-68 shrink-0 flex-col justify-center">
          <BookingQr url={bookingUrl} />
        </div>
      </div>
    </div>
  );
}
