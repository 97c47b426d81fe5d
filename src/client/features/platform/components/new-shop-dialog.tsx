import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { CreatedShop } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { platformTexts } from '../texts.js';
import { CreatedShopPanel } from './created-shop-panel.js';
import { NewShopForm } from './new-shop-form.js';

/**
 * New shop: the form, then, once made, the owner's password (shown this once) and the shop's
 * sign-in address. Closing forgets the password.
 */
export function NewShopDialog() {
  const t = useTexts(platformTexts);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedShop | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" className="self-start sm:self-auto">
          <Plus aria-hidden="true" />
          {t.newShop}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {created ? (
          <CreatedShopPanel
            created={created}
            onDone={() => {
              onOpenChange(false);
            }}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t.newShopTitle}</DialogTitle>
              <DialogDescription>{t.newShopLead}</DialogDescription>
            </DialogHeader>
            <NewShopForm onCreated={setCreated} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
