import { useState } from 'react';
import { DEFAULT_BARBER_PHOTO } from '../../../../shared/constants.js';
import { cn } from '../../../lib/cn.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';
import { inShop } from '../../../lib/shop-base.js';

/**
 * A barber's portrait, loaded only when it scrolls near (most cards are below the hero on a
 * phone). A photo URL that fails shows the shop's placeholder instead of a broken image.
 */
export function BarberPhoto({ src, name, decorative = false, className }: { src: string; name: string; decorative?: boolean; className?: string }) {
  const t = useTexts(homeTexts);
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? DEFAULT_BARBER_PHOTO : inShop(src)}
      // Beside a name that already says who it is, the picture adds nothing for a screen reader.
      alt={decorative ? '' : t.photoOf({ name })}
      width={200}
      height={200}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
      className={cn('bg-ink-900 object-cover', className)}
    />
  );
}
