import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CalendarOff, Clock, MapPinned, Radio, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/page.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { prefetchBookingData } from '../../../lib/queries/prefetch.js';
import { useShopSettings } from '../../../lib/queries/shop-settings.js';
import { shopInfo } from '../../../lib/shop-info.js';
import { useShopState } from '../../../lib/use-shop-state.js';
import { homeTexts } from '../texts.js';
import { HeroBackdrop } from './hero-backdrop.js';
import { LiveChairsPanel } from './live-chairs-panel.js';
import { LiveChairsStrip } from './live-chairs-strip.js';
import { ShopStatusBadge } from './shop-status-badge.js';

function Perk({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5 text-sm text-ink-200">
      <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full border border-gold-400/30 text-gold-300 [&_svg]:size-4">
        {icon}
      </span>
      {children}
    </li>
  );
}

/**
 * The first thing a customer sees (docs/product/screens.md#home-page): PREMIUM GROOMING, the tagline, whether the shop is
 * open now (live: the socket patches settings) and its hours ('9:00 AM - 7:00 PM' until settings
 * load), the two things people come for, booking and tracking, and the chairs' live waits.
 */
export function HeroSection() {
  const t = useTexts(homeTexts);
  const { data } = useShopSettings();
  const shop = shopInfo(data, useLanguage());
  const status = useShopState();
  // Closed for the day: when it opens next. Closed by the owner: the Book Now below says it.
  const closed = status?.state.kind === 'closed_today' ? status.line : null;
  const client = useQueryClient();
  const prefetch = () => {
    prefetchBookingData(client);
  };

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <HeroBackdrop />
      <Container className="relative grid items-center gap-12 py-8 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:py-24">
        <div className="flex flex-col gap-5 sm:gap-7">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <ShopStatusBadge status={status ? { kind: status.state.kind, badge: status.badge } : null} />
            <p className="inline-flex items-center gap-2 text-sm font-medium text-ink-200">
              <Clock aria-hidden="true" className="size-4 text-gold-300" />
              <span className="sr-only">{t.hoursLabel} </span>
              {shop.hours}
            </p>
          </div>
          {closed && (
            // Closed: said in words before anything else, with when it opens, so nobody sets out for a shut door.
            <p className="flex max-w-xl items-start gap-3 rounded-xl border border-gold-400/30 bg-white/[0.06] px-4 py-3 text-base font-medium text-white">
              <CalendarOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <span>{closed}</span>
            </p>
          )}

          <div className="flex max-w-3xl flex-col gap-5">
            <h1 id="hero-title" className="font-display text-[2.75rem] font-semibold leading-[1.02] tracking-tight sm:text-6xl xl:text-7xl">
              {t.heroTitleLead} <span className="text-gold-300">{t.heroTitleAccent}</span>
            </h1>
            <p className="max-w-xl text-lg leading-relaxed text-ink-200 sm:text-xl">{t.tagline}</p>
          </div>

          <div className="flex flex-col gap-3 sm:flex-row">
            {status?.bookable === false ? (
              // Closed by the owner: nothing can be booked, so no way in, but when it will be.
              <p className="flex min-h-12 w-full items-center justify-center rounded-lg border border-dashed border-gold-400/50 px-5 text-center text-sm font-semibold text-gold-200 sm:w-auto">
                {t.bookingOpensWithShop}
              </p>
            ) : (
              <Button asChild size="lg" className="w-full sm:w-auto">
                {/* The main Book Now starts with any barber chosen; a barber card's button books that barber. */}
                <Link href="/booking?barber=any" onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch}>
                  {t.bookNow}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
            <Button asChild size="lg" variant="outlineOnDark" className="w-full sm:w-auto">
              <a href="#track">
                <MapPinned aria-hidden="true" />
                {t.trackBooking}
              </a>
            </Button>
          </div>
          {/* On phones the live waits come inside the first screen, before the perks. */}
          <LiveChairsStrip />

          <ul className="grid gap-3 pt-2 sm:flex sm:flex-wrap sm:gap-x-8 lg:grid">
            <Perk icon={<Radio />}>{t.perkLiveWaits}</Perk>
            <Perk icon={<Smartphone />}>{t.perkJoinQueue}</Perk>
            <Perk icon={<Clock />}>{t.perkBookTime}</Perk>
          </ul>
        </div>
        <LiveChairsPanel />
      </Container>
    </section>
  );
}
