import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../shared/constants.js';
import { BrandMark } from '../../../components/brand-mark.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Container } from '../../../components/ui/page.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { shopsTexts } from '../texts.js';

/** Fine brass pinstripes fading in from the right, as on a shop's hero; decoration only. */
function Pinstripes() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-y-0 right-0 w-full bg-[repeating-linear-gradient(135deg,rgb(214_177_94/0.07)_0_1px,transparent_1px_18px)] [mask-image:linear-gradient(to_left,black,transparent_75%)] sm:w-2/3" />
      <div className="absolute -right-24 -top-24 size-[22rem] rounded-full border border-gold-400/15 sm:-right-10 sm:size-[30rem]" />
    </div>
  );
}

export interface ShopsHeroProps {
  /** What goes beneath the heading: the list's finder; none on a chain's page. */
  finder?: ReactNode;
  /** The page's own words, the list's when not given (a chain's page, docs/product/screens.md#chain); an eyebrow of '' is none. */
  eyebrow?: string;
  title?: string;
  lead?: string;
}

/**
 * The top of /shops (docs/product/screens.md#shops): the platform's own dark bar (its mark and the
 * language), the page's heading, and the finder on a light card beneath it. No shop's header: the
 * list belongs to no shop.
 */
export function ShopsHero({ finder, eyebrow, title, lead }: ShopsHeroProps) {
  const t = useTexts(shopsTexts);
  return (
    <section aria-labelledby="shops-title" className="relative isolate overflow-hidden bg-charcoal text-white">
      <Pinstripes />
      <Container className="flex flex-col gap-6 pb-6 pt-3 sm:gap-8 sm:pb-10">
        <div className="flex items-center justify-between gap-3 border-b border-white/10 pb-3">
          <p className="flex min-h-11 items-center gap-3">
            <BrandMark />
            <span className="font-display text-lg font-semibold tracking-wide">{PRODUCT_NAME}</span>
          </p>
          <LanguageSwitcher compact className="text-ink-200 hover:text-white" />
        </div>
        <div className="flex max-w-3xl flex-col gap-3">
          {eyebrow !== '' && (
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300 [&:lang(hi)]:text-sm [&:lang(hi)]:tracking-normal">{eyebrow ?? t.eyebrow}</p>
          )}
          <h1 id="shops-title" className="font-display text-4xl font-semibold leading-[1.05] tracking-tight text-balance sm:text-5xl">
            {title ?? t.title}
          </h1>
          <p className="max-w-2xl text-base leading-relaxed text-ink-200 sm:text-lg">{lead ?? t.lead}</p>
        </div>
        {finder}
      </Container>
    </section>
  );
}
