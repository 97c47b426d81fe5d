import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/page.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { bookingTexts } from '../texts.js';

/**
 * The charcoal band at the top of the booking page, in the look of the home page's hero; the
 * page's content rises over its lower edge.
 */
export function BookingHero({ children }: { children?: ReactNode }) {
  const t = useTexts(bookingTexts);
  return (
    <div className="bg-charcoal pb-20 text-white sm:pb-24">
      <Container className="flex flex-col gap-3 pt-8 sm:pt-12">
        <p className="text-xs font-semibold uppercase tracking-[0.24em] text-gold-300 [&:lang(hi)]:tracking-normal">{t.heroEyebrow}</p>
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-5xl">{t.heroTitle}</h1>
        <p className="max-w-xl text-base text-ink-300">{t.heroIntro}</p>
        {children}
      </Container>
    </div>
  );
}

/** The page's body, lifted over the hero's lower edge. */
export function BookingBody({ children }: { children: ReactNode }) {
  return <Container className="relative -mt-12 pb-12 sm:-mt-14 sm:pb-16">{children}</Container>;
}
