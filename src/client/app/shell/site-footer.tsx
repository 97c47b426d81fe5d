import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Container } from '../../components/ui/page.js';
import { StatusDot } from '../../components/ui/status-dot.js';
import { useLanguage } from '../../lib/i18n/language.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useAnyBarberAvailable } from '../../lib/queries/barbers.js';
import { useShopSettings } from '../../lib/queries/shop-settings.js';
import { shopInfo } from '../../lib/shop-info.js';
import { stateTone, useShopState } from '../../lib/use-shop-state.js';
import { Brand } from './brand.js';
import { FooterSection } from './footer-section.js';
import { HashLink } from './hash-link.js';
import { shellTexts } from './texts.js';
import { usePrefetchOnIntent } from './use-prefetch.js';
import { useShopName } from './use-shop-name.js';

const linkClasses = 'inline-flex min-h-11 items-center text-sm text-ink-200 transition-colors hover:text-gold-300 md:min-h-9';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-sm text-ink-200">
      <span aria-hidden="true" className="mt-0.5 text-gold-300 [&_svg]:size-4">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/**
 * Book Appointment: a link only while someone can be booked (docs/product/screens.md) and the owner has not
 * closed the shop, else visibly disabled text.
 */
function BookAppointmentLink() {
  const t = useTexts(shellTexts);
  const available = useAnyBarberAvailable();
  const bookable = useShopState()?.bookable ?? true;
  const prefetch = usePrefetchOnIntent('booking');
  if (!available || !bookable) {
    return (
      <span role="link" aria-disabled="true" className={`${linkClasses} cursor-not-allowed text-ink-400 hover:text-ink-400`}>
        {t.bookAppointment}
      </span>
    );
  }
  return (
    <Link href="/booking" className={linkClasses} {...prefetch}>
      {t.bookAppointment}
    </Link>
  );
}

/** The dark site footer: the shop's real hours and contact from settings (docs/product/architecture.md#the-web-client) and quick links. */
export function SiteFooter() {
  const t = useTexts(shellTexts);
  const { data } = useShopSettings();
  const shop = shopInfo(data, useLanguage());
  // Open, opening later, closed today or closed by the owner, moving with the clock.
  const status = useShopState();
  const { name } = useShopName();
  const year = new Date().getFullYear();

  return (
    <footer className="pb-bottom-bar bg-charcoal text-white md:pb-0">
      <Container className="grid gap-2 py-10 md:grid-cols-[1.4fr_1fr_1fr_1fr] md:gap-10 md:py-14">
        <div className="flex flex-col gap-4 pb-4 md:pb-0">
          <Brand />
          <p className="max-w-xs text-sm leading-relaxed text-ink-300">{t.about}</p>
        </div>

        <FooterSection title={t.hours}>
          <ul className="flex flex-col gap-3">
            <ContactLine icon={<Clock />}>
              <span className="block font-semibold text-white">{t.openDaily}</span>
              {shop.hours}
            </ContactLine>
            {status && (
              <li className="flex items-center gap-3 text-sm font-semibold text-white">
                <StatusDot tone={stateTone(status.state.kind)} className="mx-[3px] shrink-0" />
                {status.line}
              </li>
            )}
          </ul>
        </FooterSection>

        <FooterSection title={t.contact}>
          <ul className="flex flex-col gap-3">
            {shop.phone && shop.phoneHref && (
              <ContactLine icon={<Phone />}>
                <a href={shop.phoneHref} className="font-semibold text-white underline-offset-4 hover:text-gold-300 hover:underline">
                  {shop.phone}
                </a>
              </ContactLine>
            )}
            {shop.address && (
              <ContactLine icon={<MapPin />}>
                <address className="not-italic leading-relaxed">{shop.address}</address>
              </ContactLine>
            )}
            {shop.mapUrl && (
              <ContactLine icon={<Navigation />}>
                <a href={shop.mapUrl} target="_blank" rel="noopener noreferrer" className="text-white underline-offset-4 hover:text-gold-300 hover:underline">
                  {t.getDirections}
                  <span className="sr-only"> {t.opensInNewTab}</span>
                </a>
              </ContactLine>
            )}
            {!shop.phone && !shop.address && <li className="text-sm text-ink-300">{t.walkInOrBook}</li>}
          </ul>
        </FooterSection>

        <FooterSection title={t.quickLinks}>
          <ul className="grid grid-cols-2 gap-x-4 md:grid-cols-1">
            <li>
              <Link href="/" className={linkClasses}>
                {t.home}
              </Link>
            </li>
            <li>
              <HashLink to="/" section="services" className={linkClasses}>
                {t.services}
              </HashLink>
            </li>
            <li>
              <BookAppointmentLink />
            </li>
            <li>
              <HashLink to="/" section="track" className={linkClasses}>
                {t.trackBooking}
              </HashLink>
            </li>
            <li>
              <Link href="/barber/login" className={linkClasses}>
                {t.barberLogin}
              </Link>
            </li>
            <li>
              <Link href="/admin/login" className={linkClasses}>
                {t.adminLogin}
              </Link>
            </li>
          </ul>
        </FooterSection>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-1 py-5 text-xs text-ink-300 sm:flex-row sm:justify-between">
          <p>{t.copyright({ year, name })}</p>
          <p>{t.shopLocalTimes}</p>
        </Container>
      </div>
    </footer>
  );
}
