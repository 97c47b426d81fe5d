import { useState } from 'react';
import { DEFAULT_BARBER_PHOTO } from '../../../../shared/constants.js';
import { inShop } from '../../../lib/shop-base.js';

/** The barber's photo; a broken or missing one falls back to the placeholder. Decorative: the name is beside it. */
export function BarberAvatar({ photo }: { photo: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !photo ? DEFAULT_BARBER_PHOTO : inShop(photo)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
      className="size-12 shrink-0 rounded-full bg-sand-100 object-cover ring-2 ring-gold-300 ring-offset-2 ring-offset-white"
    />
  );
}
