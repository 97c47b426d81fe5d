import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { shopDomainSchema, type PlatformShop } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/use-toast.js';
import { ApiError } from '../../../lib/api-errors.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSetShopDomain } from '../api/platform.js';
import { platformTexts } from '../texts.js';

const domainFormSchema = z.object({ domain: shopDomainSchema });
type DomainForm = z.input<typeof domainFormSchema>;

/**
 * The shop's own domain, checked by the shared contract's schema; Remove when it has one. A refusal
 * of the domain is said beside it, any other failure under the form; the dialog closes on success.
 */
export function DomainForm({ shop, name, onDone }: { shop: PlatformShop; name: string; onDone: () => void }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const save = useSetShopDomain();
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const form = useForm<DomainForm, unknown, z.output<typeof domainFormSchema>>({
    resolver: zodResolver(domainFormSchema),
    defaultValues: { domain: shop.domain ?? '' },
  });
  const { errors } = form.formState;

  const send = (domain: string | null) => {
    setFailure(null);
    setRemoving(domain === null);
    save.mutate(
      { shop, domain },
      {
        onSuccess: ({ shop: saved }) => {
          toast({ title: saved.domain ? t.domainSaved({ name, domain: saved.domain }) : t.domainRemoved({ name }) });
          onDone();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? (error.code === 'SHOP_DOMAIN_TAKEN' ? error.serverMessage : error.fields.domain) : undefined;
          if (message !== undefined && domain !== null) {
            form.setError('domain', { message }, { shouldFocus: true });
            return;
          }
          setFailure(errorText.describe(error, t.tryAgain));
        },
      },
    );
  };
  const onSubmit = form.handleSubmit(({ domain }) => {
    send(domain);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <Field label={t.domain} hint={t.domainHint} error={errorText.message(errors.domain?.message)} required>
        <Input
          type="text"
          inputMode="url"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          required
          {...form.register('domain')}
        />
      </Field>
      <div role="alert" className="empty:hidden">
        {failure && (
          <div className="flex flex-col gap-0.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-semibold">{t.domainFailed}</p>
            <p>{failure}</p>
          </div>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {shop.domain !== null && (
          <Button
            type="button"
            variant="outlineDanger"
            size="lg"
            disabled={save.isPending}
            loading={save.isPending && removing}
            loadingText={t.removingDomain}
            onClick={() => {
              send(null);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t.removeDomain}
          </Button>
        )}
        <Button type="submit" size="lg" disabled={save.isPending} loading={save.isPending && !removing} loadingText={t.savingDomain}>
          <Globe aria-hidden="true" />
          {t.saveDomain}
        </Button>
      </div>
    </form>
  );
}
