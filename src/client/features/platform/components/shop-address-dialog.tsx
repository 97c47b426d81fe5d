import { useState, type ReactNode } from 'react';
import type { PlatformShop } from '../../../../shared/schemas/platform.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import type { ShopAddress } from '../api/platform.js';
import { platformTexts } from '../texts.js';
import { ShopAddressForm } from './shop-address-form.js';

/**
 * Set, change or remove one of a shop's own addresses: its domain (docs/decisions/0020-shop-routing.md)
 * or its WhatsApp number (docs/product/messages.md#channels); focus returns to the trigger.
 */
export function ShopAddressDialog({ shop, name, address, trigger }: { shop: PlatformShop; name: string; address: ShopAddress; trigger: ReactNode }) {
  const t = useTexts(platformTexts);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{address === 'domain' ? t.domainTitle({ name }) : t.whatsAppTitle({ name })}</DialogTitle>
          <DialogDescription>{address === 'domain' ? t.domainLead : t.whatsAppLead}</DialogDescription>
        </DialogHeader>
        {/* The content is made afresh each time it opens: the form starts from the value as listed now. */}
        <ShopAddressForm
          shop={shop}
          name={name}
          address={address}
          onDone={() => {
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
