import { useState, type ReactNode } from 'react';
import type { PlatformShop } from '../../../../shared/schemas/platform.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { platformTexts } from '../texts.js';
import { DomainForm } from './domain-form.js';

/** Set, change or remove a shop's own domain (docs/decisions/0020-shop-routing.md); focus returns to the trigger. */
export function DomainDialog({ shop, name, trigger }: { shop: PlatformShop; name: string; trigger: ReactNode }) {
  const t = useTexts(platformTexts);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t.domainTitle({ name })}</DialogTitle>
          <DialogDescription>{t.domainLead}</DialogDescription>
        </DialogHeader>
        {/* The content is made afresh each time it opens: the form starts from the domain as listed now. */}
        <DomainForm
          shop={shop}
          name={name}
          onDone={() => {
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
