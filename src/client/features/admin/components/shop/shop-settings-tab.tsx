import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useShopSettings } from '../../../../lib/queries/shop-settings.js';
import { adminTexts } from '../../texts.js';
import { shopTexts } from '../../texts-shop.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';
import { BookingSettingsCard } from './booking-settings-card.js';
import { ClosedDatesCard } from './closed-dates-card.js';
import { MessagesSettingsCard } from './messages-settings-card.js';
import { OperatingHoursCard } from './operating-hours-card.js';
import { ShopDetailsCard } from './shop-details-card.js';
import { ShopPlaceCard } from './shop-place-card.js';
import { ShopStatusCard } from './shop-status-card.js';
import { UpiCard } from './upi-card.js';

/** Shop Settings (docs/product/screens.md): open or closed, hours, closed dates, slot interval and zone, name and contact, where the shop is, UPI payments, messages. */
export function ShopSettingsTab() {
  const t = useTexts(shopTexts);
  const common = useTexts(adminTexts);
  const settings = useShopSettings();
  return (
    <section aria-labelledby="shop-settings-heading">
      <TabHeader
        id="shop-settings-heading"
        title={common.tabShop}
        description={t.description}
      />
      {settings.isPending ? (
        <div role="status" aria-label={t.loading} className="grid gap-5 lg:grid-cols-2">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} rounded="2xl" tone="ink" className="h-52" />
          ))}
        </div>
      ) : settings.isError ? (
        <LoadError
          title={t.failedLoad}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-5">
            <ShopStatusCard settings={settings.data} />
            <OperatingHoursCard settings={settings.data} />
            <ClosedDatesCard settings={settings.data} />
            <BookingSettingsCard settings={settings.data} />
          </div>
          <div className="flex flex-col gap-5">
            <ShopDetailsCard settings={settings.data} />
            <ShopPlaceCard />
            <UpiCard settings={settings.data} />
            <MessagesSettingsCard settings={settings.data} />
          </div>
        </div>
      )}
    </section>
  );
}
