import { GitBranchPlus } from 'lucide-react';
import { useState } from 'react';
import type { CreatedBranch } from '../../../../shared/schemas/branches.js';
import type { PlatformShop } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { platformTexts } from '../texts.js';
import { AddBranchForm, AddedBranchPanel } from './add-branch-form.js';

/**
 * Add a branch to a shop (docs/product/shop-list.md#branches): the form, then the branch's address
 * and its owner's login, the shop's own. Closing starts the next one afresh.
 */
export function AddBranchDialog({ shop, name }: { shop: PlatformShop; name: string }) {
  const t = useTexts(platformTexts);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<CreatedBranch | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setAdded(null);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="md" aria-label={t.addBranchTo({ name })} className="flex-1 basis-36 text-ink-900">
          <GitBranchPlus aria-hidden="true" />
          {t.addBranch}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {added ? (
          <AddedBranchPanel
            added={added}
            shopName={name}
            onDone={() => {
              onOpenChange(false);
            }}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t.addBranchTitle({ name })}</DialogTitle>
              <DialogDescription>{t.addBranchLead}</DialogDescription>
            </DialogHeader>
            <AddBranchForm shop={shop} onAdded={setAdded} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
