import { zodResolver } from '@hookform/resolvers/zod';
import { GitBranchPlus, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newBranchSchema, type CreatedBranch, type NewBranch } from '../../../../shared/schemas/branches.js';
import type { PlatformShop } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useAddBranch } from '../api/platform.js';
import { shopFormErrors } from '../logic/shop-form-errors.js';
import { platformTexts } from '../texts.js';
import { CopyValue } from './created-shop-panel.js';
import { ShopFields } from './shop-fields.js';

const FIELDS = ['slug', 'name', 'timeZone'] as const satisfies readonly (keyof NewBranch)[];

/**
 * The branch's slug, name and time zone, as New shop asks for them (newBranchSchema); its owner is
 * the shop's. A refused field is said beside it, any other failure under the form.
 */
export function AddBranchForm({ shop, onAdded }: { shop: PlatformShop; onAdded: (added: CreatedBranch) => void }) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const add = useAddBranch();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewBranch>({ resolver: zodResolver(newBranchSchema), defaultValues: { slug: '', name: '', timeZone: shop.timeZone } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((branch) => {
    setFailure(null);
    add.mutate(
      { shop, branch },
      {
        onSuccess: onAdded,
        onError: (error) => {
          const refused = shopFormErrors(error, FIELDS);
          for (const [field, message] of refused.fields) form.setError(field, { message }, { shouldFocus: true });
          if (refused.fields.length === 0) setFailure(errorText.describe(error, t.tryAgain));
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <ShopFields
        slug={form.register('slug')}
        name={form.register('name')}
        timeZone={form.register('timeZone')}
        errors={{ slug: errors.slug?.message, name: errors.name?.message, timeZone: errors.timeZone?.message }}
      />
      <div role="alert" className="empty:hidden">
        {failure && (
          <div className="flex flex-col gap-0.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-semibold">{t.addBranchFailed}</p>
            <p>{failure}</p>
          </div>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:ml-auto sm:w-auto" loading={add.isPending} loadingText={t.addingBranch}>
        <GitBranchPlus aria-hidden="true" />
        {t.addBranchSubmit}
      </Button>
    </form>
  );
}

/** The branch made: where it is, and that its owner signs in with the login they have (no password to hand on). */
export function AddedBranchPanel({ added, shopName, onDone }: { added: CreatedBranch; shopName: string; onDone: () => void }) {
  const t = useTexts(platformTexts);
  const name = added.shop.name.trim() || added.shop.slug;
  const address = `${window.location.origin}/s/${added.shop.slug}`;
  return (
    <div className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t.createdTitle({ name })}</DialogTitle>
        <DialogDescription>{t.branchAddedLead({ chain: added.chain.name.trim() || added.chain.slug })}</DialogDescription>
      </DialogHeader>
      <p className="flex items-start gap-3 rounded-lg border border-gold-300 bg-gold-200/40 px-3.5 py-3 text-sm leading-relaxed text-ink-900">
        <KeyRound className="mt-0.5 size-4 shrink-0 text-bronze-700" aria-hidden="true" />
        <span>{t.sameLogin({ shop: shopName })}</span>
      </p>
      <CopyValue label={t.ownerUsername} value={added.owner.username} />
      <CopyValue label={t.branchAddress} value={address} small />
      <Button type="button" size="lg" onClick={onDone} className="w-full sm:ml-auto sm:w-auto">
        {t.done}
      </Button>
    </div>
  );
}
