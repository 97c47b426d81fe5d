import type { ShopSettingsUpdate } from '../../../../../shared/schemas/shop-settings.js';
import { toast } from '../../../../components/ui/use-toast.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useUpdateShopSettings } from '../../api/update-shop-settings.js';
import { shopTexts } from '../../texts-shop.js';
import { useFailedToast } from '../use-failed-toast.js';

interface SaveOptions {
  /** A success toast's title; none when the field itself shows that it saved. */
  success?: string;
  onSuccess?: () => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

/**
 * Saves part of the shop settings with the dashboard's feedback: a success toast when asked for,
 * and 'Failed to update shop settings' (docs/product/api.md#error-catalogue) with the server's reason otherwise.
 */
export function useSaveSettings() {
  const t = useTexts(shopTexts);
  const failed = useFailedToast();
  const mutation = useUpdateShopSettings();
  const save = (update: ShopSettingsUpdate, options: SaveOptions = {}) => {
    mutation.mutate(update, {
      onSuccess: () => {
        if (options.success) toast({ title: options.success, variant: 'success' });
        options.onSuccess?.();
      },
      onError: (error) => {
        failed(t.failedUpdate, error);
        options.onError?.(error);
      },
      onSettled: options.onSettled,
    });
  };
  return { save, pending: mutation.isPending, variables: mutation.variables };
}
