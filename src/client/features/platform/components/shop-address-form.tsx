import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, MessageCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { shopDomainSchema, whatsAppNumberIdSchema, type PlatformShop } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSetShopAddress, type ShopAddress } from '../api/platform.js';
import { platformTexts, type PlatformTexts } from '../texts.js';

/** How each address is typed, checked and refused: the shared contract's schema, its field, the code of another shop's. */
const ADDRESSES = {
  domain: { schema: shopDomainSchema, field: 'domain', taken: 'SHOP_DOMAIN_TAKEN', inputMode: 'url', Icon: Globe },
  whatsapp: { schema: whatsAppNumberIdSchema, field: 'numberId', taken: 'WHATSAPP_NUMBER_TAKEN', inputMode: 'numeric', Icon: MessageCircle },
} as const;

/** The shop's address of this kind, as listed now; null for none. */
export const addressOf = (shop: PlatformShop, address: ShopAddress) => (address === 'domain' ? shop.domain : shop.whatsappNumberId);

/** The form's words for one kind of address. */
export function addressWords(t: PlatformTexts, address: ShopAddress) {
  return address === 'domain'
    ? { label: t.domain, hint: t.domainHint, save: t.saveDomain, saving: t.savingDomain, remove: t.removeDomain, removing: t.removingDomain, saved: t.domainSaved, removed: t.domainRemoved, failed: t.domainFailed }
    : { label: t.whatsAppNumber, hint: t.whatsAppHint, save: t.saveWhatsApp, saving: t.savingWhatsApp, remove: t.removeWhatsApp, removing: t.removingWhatsApp, saved: t.whatsAppSaved, removed: t.whatsAppRemoved, failed: t.whatsAppFailed };
}

/** The form's one field, whichever address it is. */
interface AddressForm {
  value: string;
}

/**
 * One of the shop's own addresses (its domain, or its WhatsApp number's id), checked by the shared
 * contract's schema; Remove when it has one. A refusal of the value is said beside it, any other
 * failure under the form; the dialog closes on success.
 */
export function ShopAddressForm({ shop, name, address, onDone }: { shop: PlatformShop; name: string; address: ShopAddress; onDone: () => void }) {
  const t = useTexts(platformTexts);
  const words = addressWords(t, address);
  const { schema, field, taken, inputMode, Icon } = ADDRESSES[address];
  const errorText = useErrorText();
  const save = useSetShopAddress();
  const current = addressOf(shop, address);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const form = useForm<AddressForm, unknown, { value: string }>({
    resolver: zodResolver(z.object({ value: schema })),
    defaultValues: { value: current ?? '' },
  });
  const { errors } = form.formState;

  const send = (value: string | null) => {
    setFailure(null);
    setRemoving(value === null);
    save.mutate(
      { shop, address, value },
      {
        onSuccess: ({ shop: saved }) => {
          const now = addressOf(saved, address);
          toast({ title: now ? words.saved({ name, value: now }) : words.removed({ name }) });
          onDone();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? (error.code === taken ? error.serverMessage : error.fields[field]) : undefined;
          if (message !== undefined && value !== null) {
            form.setError('value', { message }, { shouldFocus: true });
            return;
          }
          setFailure(errorText.describe(error, t.tryAgain));
        },
      },
    );
  };
  const onSubmit = form.handleSubmit(({ value }) => {
    send(value);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <Field label={words.label} hint={words.hint} error={errorText.message(errors.value?.message)} required>
        <Input type="text" inputMode={inputMode} autoCapitalize="none" autoComplete="off" spellCheck={false} required {...form.register('value')} />
      </Field>
      <div role="alert" className="empty:hidden">
        {failure && (
          <div className="flex flex-col gap-0.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-semibold">{words.failed}</p>
            <p>{failure}</p>
          </div>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {current !== null && (
          <Button
            type="button"
            variant="outlineDanger"
            size="lg"
            disabled={save.isPending}
            loading={save.isPending && removing}
            loadingText={words.removing}
            onClick={() => {
              send(null);
            }}
          >
            <Trash2 aria-hidden="true" />
            {words.remove}
          </Button>
        )}
        <Button type="submit" size="lg" disabled={save.isPending} loading={save.isPending && !removing} loadingText={words.saving}>
          <Icon aria-hidden="true" />
          {words.save}
        </Button>
      </div>
    </form>
  );
}
