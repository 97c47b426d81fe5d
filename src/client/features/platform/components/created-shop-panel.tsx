import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { CreatedShop } from '../../../../shared/schemas/platform.js';
import { Button } from '../../../components/ui/button.js';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { platformTexts } from '../texts.js';

/** A value the operator hands on, with a Copy button that says when it worked. */
export function CopyValue({ label, value, small = false }: { label: string; value: string; small?: boolean }) {
  const t = useTexts(platformTexts);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
      },
      () => toast({ title: t.copyFailed, variant: 'destructive' }),
    );
  };
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-ink-700">{label}</p>
      <div className="flex items-stretch gap-2">
        <output className={`flex min-h-11 min-w-0 flex-1 items-center rounded-lg border border-line bg-sand-50 px-3 py-2 font-mono text-ink-950 select-all [overflow-wrap:anywhere] ${small ? 'text-sm' : 'text-base'}`}>
          {value}
        </output>
        <Button type="button" variant="outline" onClick={copy} aria-label={`${copied ? t.copied : t.copy}: ${label}`} className="shrink-0 text-ink-900">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? t.copied : t.copy}</span>
        </Button>
      </div>
    </div>
  );
}

/** The new shop's owner details: the password appears here once and nowhere else. */
export function CreatedShopPanel({ created, onDone }: { created: CreatedShop; onDone: () => void }) {
  const t = useTexts(platformTexts);
  const name = created.shop.name.trim() || created.shop.slug;
  return (
    <div className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t.createdTitle({ name })}</DialogTitle>
        <DialogDescription>{t.createdLead}</DialogDescription>
      </DialogHeader>
      <CopyValue label={t.ownerUsername} value={created.owner.username} />
      <CopyValue label={t.ownerPassword} value={created.owner.password} />
      <CopyValue label={t.shopAddress} value={`${window.location.origin}/s/${created.shop.slug}/admin`} small />
      <Button type="button" size="lg" onClick={onDone} className="w-full sm:ml-auto sm:w-auto">
        {t.done}
      </Button>
    </div>
  );
}
