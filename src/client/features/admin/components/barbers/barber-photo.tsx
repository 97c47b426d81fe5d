import { UserRound } from 'lucide-react';
import { DEFAULT_BARBER_PHOTO } from '../../../../../shared/constants.js';
import { isAcceptablePhoto } from '../../../../../shared/schemas/barber.js';
import { cn } from '../../../../lib/cn.js';
import { inShop } from '../../../../lib/shop-base.js';

/** A round photo, or a quiet placeholder when there is none (or the link is not one we load). */
export function BarberPhoto({ photo, className }: { photo: string; className?: string }) {
  const usable = photo !== '' && photo !== DEFAULT_BARBER_PHOTO && isAcceptablePhoto(photo);
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-sand-100 text-bronze-700 ring-2 ring-gold-300/70 ring-offset-2 ring-offset-white',
        className,
      )}
    >
      {usable ? (
        <img src={inShop(photo)} alt="" className="size-full object-cover" loading="lazy" decoding="async" />
      ) : (
        <UserRound className="size-1/2" strokeWidth={1.5} aria-hidden="true" />
      )}
    </span>
  );
}
