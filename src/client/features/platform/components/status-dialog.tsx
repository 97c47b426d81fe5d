import { useState, type ReactNode } from 'react';
import type { PlatformShop } from '../../../../shared/schemas/platform.js';
import { BusyConfirmDialog } from '../../../components/ui/busy-confirm-dialog.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSetShopStatus } from '../api/platform.js';
import { platformTexts } from '../texts.js';

/** Suspend or Resume, confirmed first and open until the answer comes; the outcome is told in a toast. */
export function StatusDialog({ shop, name, trigger }: { shop: PlatformShop; name: string; trigger: ReactNode }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const setStatus = useSetShopStatus();
  const [open, setOpen] = useState(false);
  const suspend = shop.status === 'active';
  const confirm = () => {
    setStatus.mutate(
      { shop, suspend },
      {
        onSuccess: () => toast({ title: suspend ? t.suspended({ name }) : t.resumed({ name }) }),
        onError: (error) => toast({ title: t.statusFailed, description: errorText.describe(error, t.tryAgain), variant: 'destructive' }),
        onSettled: () => {
          setOpen(false);
        },
      },
    );
  };
  return (
    <BusyConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      onCloseAutoFocus={() => undefined}
      title={suspend ? t.suspendTitle({ name }) : t.resumeTitle({ name })}
      description={suspend ? t.suspendBody : t.resumeBody}
      cancelLabel={t.cancel}
      confirmLabel={suspend ? t.suspend : t.resume}
      busyLabel={suspend ? t.suspending : t.resuming}
      busy={setStatus.isPending}
      confirmVariant={suspend ? 'destructive' : 'primary'}
      onConfirm={confirm}
    />
  );
}
