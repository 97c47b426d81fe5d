import { ArrowRight, Clock, MapPin } from 'lucide-react';
import type { ListedShop } from '../../../../shared/schemas/shop-list.js';
import { WAIT_TONES } from '../../../components/barber/barber-status-badge.js';
import { barberTexts } from '../../../components/barber/texts.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { StatusDot } from '../../../components/ui/status-dot.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { libTexts } from '../../../lib/texts.js';
import { stateTone } from '../../../lib/use-shop-state.js';
import { distanceText, rowView } from '../logic/shop-row.js';
import { shopsTexts } from '../texts.js';

/**
 * One listed shop (docs/product/screens.md#shops): its name, area and PIN code, how far it is, its
 * state and its shortest wait, worked out at `now`, and the way to its own pages, where the
 * customer joins the queue. The wait is a polite live region: a screen reader hears it move.
 */
export function ShopRow({ shop, now }: { shop: ListedShop; now: number }) {
  const t = useTexts(shopsTexts);
  const waitTexts = useTexts(barberTexts);
  useTexts(libTexts);
  const language = useLanguage();
  const view = rowView(shop, now, waitTexts, language);
  const nameId = `shop-${shop.slug}-name`;
  // A shop that has not named itself yet goes by its address's slug.
  const name = shop.name.trim() || shop.slug;
  const place = [shop.area, shop.pinCode && t.pinCode({ pin: shop.pinCode })].filter(Boolean).join(' · ');
  const km = shop.distanceKm === null ? null : distanceText(shop.distanceKm, language);
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-[0_1px_2px_rgb(14_14_16/0.04)] sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={nameId} className="font-display text-xl font-semibold leading-tight text-ink-950 [overflow-wrap:anywhere]">
            {name}
          </h3>
          {place && <p className="text-sm font-medium text-ink-700">{place}</p>}
          {shop.address && <p className="text-sm text-ink-500 [overflow-wrap:anywhere]">{shop.address}</p>}
        </div>
        {km !== null && (
          <p className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sand-100 px-2.5 py-1 text-sm font-semibold tabular-nums text-ink-800">
            <MapPin aria-hidden="true" className="size-3.5 text-bronze-700" />
            <span aria-hidden="true">{t.distance({ km })}</span>
            <span className="sr-only">{t.distanceAway({ km })}</span>
          </p>
        )}
      </div>
      <p className="flex items-start gap-2 text-sm font-medium text-ink-800">
        <StatusDot tone={stateTone(view.state.kind)} className="mt-1.5" />
        {view.stateLine}
      </p>
      <div className="mt-auto flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" aria-atomic="true" className="flex flex-wrap items-center gap-x-3 gap-y-1 empty:hidden">
          {view.wait && (
            <Badge tone={WAIT_TONES[view.wait.colour]} size="md" data-wait-colour={view.wait.colour} className="h-7 tabular-nums">
              <Clock aria-hidden="true" className="size-3.5" />
              {view.wait.text}
            </Badge>
          )}
          {view.wait?.turnAt && <span className="text-sm text-ink-600">{t.startsAbout({ time: view.wait.turnAt })}</span>}
          {view.noWalkIns && <span className="text-sm text-ink-500">{t.noWalkIns}</span>}
        </p>
        <Button asChild variant={view.bookable ? 'primary' : 'outline'} className={view.bookable ? 'w-full sm:ml-auto sm:w-auto' : 'w-full text-ink-900 sm:ml-auto sm:w-auto'}>
          {/* The shop's own pages: a new document under its base, not a route of this one. */}
          <a href={`/s/${shop.slug}/`}>
            {view.bookable ? t.getInLine : t.seeShop}
            <span className="sr-only"> {t.atShop({ name })}</span>
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </div>
    </article>
  );
}
