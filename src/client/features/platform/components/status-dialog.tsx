import type { ReactNode } from 'react';
import type { PlatformShop } from '../../../../shared/schemas/platform.js';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSetShopStatus } from '../api/platform.js';
import { platformTexts } from '../texts.js';

/** Suspend or Resume, confirmed first; the outcome is told in a toast. */
export function StatusDialog({ shop, name, trigger }: { shop: PlatformShop; name: string; trigger: ReactNode }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const setStatus = useSetShopStatus();
  const suspend = shop.status === 'active';
  const confirm = () => {
    setStatus.mutate(
      { shop, suspend },
      {
        onSuccess: () => toast({ title: suspend ? t.suspended({ name }) : t.resumed({ name }) }),
        onError: (error) => toast({ title: t.statusFailed, description: errorText.describe(error, t.tryAgain), variant: 'destructive' }),
      },
    );
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{suspend ? t.suspendTitle({ name }) : t.resumeTitle({ name })}</AlertDialogTitle>
          <AlertDialogDescription>{suspend ? t.suspendBody : t.resumeBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
          <AlertDialogAction variant={suspend ? 'destructive' : 'primary'} onClick={confirm}>
            {suspend ? t.suspend : t.resume}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
