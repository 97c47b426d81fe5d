import { CirclePause, MapPinOff } from 'lucide-react';
import { hasErrorCode } from '../lib/api-errors.js';
import { useTexts } from '../lib/i18n/use-texts.js';
import { useShopSettings } from '../lib/queries/shop-settings.js';
import { errorTexts } from '../lib/texts-errors.js';
import { Container } from '../components/ui/page.js';
import type { ShopGone } from '../../shared/routes.js';
import { useDocumentTitle } from './page-title.js';
import { appTexts } from './texts.js';

/**
 * Whether the shop of this address is not there, from the settings every page reads first
 * (docs/decisions/0020-shop-routing.md: 404 SHOP_NOT_FOUND or SHOP_SUSPENDED), for a page whose
 * HTML did not say so already. `enabled` is false on the platform's own page, which belongs to no
 * shop.
 */
export function useShopGone(enabled: boolean): ShopGone | null {
  const settings = useShopSettings(enabled);
  if (!enabled || !settings.isError) return null;
  if (hasErrorCode(settings.error, 'SHOP_NOT_FOUND')) return 'missing';
  if (hasErrorCode(settings.error, 'SHOP_SUSPENDED')) return 'suspended';
  return null;
}

/** Every page of an address whose shop is not there (docs/product/screens.md): one calm page, nothing to book. */
export function NoShopPage({ gone }: { gone: ShopGone }) {
  const t = useTexts(appTexts);
  const errors = useTexts(errorTexts);
  const missing = gone === 'missing';
  useDocumentTitle(missing ? t.noShopTitle : t.suspendedTitle);
  const Icon = missing ? MapPinOff : CirclePause;
  return (
    <Container className="flex flex-1 flex-col items-center justify-center gap-6 py-20 text-center">
      <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-sand-100 text-ink-500">
        <Icon className="size-9" strokeWidth={1.5} />
      </span>
      <div className="flex flex-col items-center gap-3">
        <h1 className="max-w-lg font-display text-3xl font-semibold text-balance text-ink-950">
          {missing ? errors.shopNotFound : errors.shopSuspended}
        </h1>
        <p className="max-w-md text-base text-ink-500">{missing ? t.noShopText : t.suspendedText}</p>
      </div>
    </Container>
  );
}
