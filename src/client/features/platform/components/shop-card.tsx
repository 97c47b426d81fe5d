import { ExternalLink, Globe, MessageCircle, Pause, Play } from 'lucide-react';
import type { PlatformShop } from '../../../../shared/schemas/platform.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { platformTexts } from '../texts.js';
import { AddBranchDialog } from './add-branch-dialog.js';
import type { ShopAddress } from '../api/platform.js';
import { ShopAddressDialog } from './shop-address-dialog.js';
import { addressOf } from './shop-address-form.js';
import { StatusDialog } from './status-dialog.js';

/** One of the shop's own addresses, or what it uses without one, and the button to set it. */
function AddressRow({ shop, name, address }: { shop: PlatformShop; name: string; address: ShopAddress }) {
  const t = useTexts(platformTexts);
  const value = addressOf(shop, address);
  const domain = address === 'domain';
  const Icon = domain ? Globe : MessageCircle;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2">
      <dl className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-xs font-semibold text-ink-500">{domain ? t.ownDomain : t.ownWhatsApp}</dt>
        <dd className={value ? 'font-mono text-sm text-ink-950 [overflow-wrap:anywhere]' : 'text-sm text-ink-500'}>
          {value ?? (domain ? t.noDomain : t.platformWhatsApp)}
        </dd>
      </dl>
      <ShopAddressDialog
        shop={shop}
        name={name}
        address={address}
        trigger={
          <Button variant="ghost" size="snug" className="-mr-2 shrink-0 text-ink-900">
            <Icon aria-hidden="true" />
            {value ? (domain ? t.changeDomain : t.changeWhatsApp) : domain ? t.setDomain : t.setWhatsApp}
          </Button>
        }
      />
    </div>
  );
}

/** One shop: its name and addresses, its status, who waits now and how many were served today. */
export function ShopCard({ shop }: { shop: PlatformShop }) {
  const t = useTexts(platformTexts);
  const language = useLanguage();
  const active = shop.status === 'active';
  const name = shop.name.trim() || shop.slug;
  const created = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium' }).format(new Date(shop.createdAt));
  const shopPath = `/s/${shop.slug}`;
  const adminPath = `${shopPath}/admin`;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={`shop-${shop.id}-name`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={`shop-${shop.id}-name`} className="font-display text-lg font-semibold text-ink-950 [overflow-wrap:anywhere]">
            {name}
          </h3>
          <p className="font-mono text-sm text-ink-500 [overflow-wrap:anywhere]">{shopPath}</p>
        </div>
        <Badge tone={active ? 'success' : 'danger'} size="md" className="shrink-0">
          {active ? t.statusActive : t.statusSuspended}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-sand-50 px-3 py-2.5">
          <dt className="text-xs font-semibold text-ink-500">{t.waitingNow}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums text-ink-950">{shop.waitingNow}</dd>
        </div>
        <div className="rounded-lg bg-sand-50 px-3 py-2.5">
          <dt className="text-xs font-semibold text-ink-500">{t.servedToday}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums text-ink-950">{shop.servedToday}</dd>
        </div>
      </dl>
      <div className="flex flex-col divide-y divide-line rounded-lg border border-line">
        <AddressRow shop={shop} name={name} address="domain" />
        <AddressRow shop={shop} name={name} address="whatsapp" />
      </div>
      <p className="text-sm text-ink-500">
        {shop.timeZone} · {t.createdOn({ date: created })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild variant="outline" size="md" className="flex-1 basis-36 text-ink-900">
          <a href={adminPath}>
            <ExternalLink aria-hidden="true" />
            {t.openAdmin}
          </a>
        </Button>
        <StatusDialog
          shop={shop}
          name={name}
          trigger={
            <Button variant={active ? 'outlineDanger' : 'secondary'} size="md" className="flex-1 basis-28">
              {active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {active ? t.suspend : t.resume}
            </Button>
          }
        />
        <AddBranchDialog shop={shop} name={name} />
      </div>
    </Card>
  );
}
