import { Ticket, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { ShopInvite } from '../../../../shared/schemas/signup.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { toast } from '../../../components/ui/use-toast.js';
import { useErrorText } from '../../../lib/i18n/error-text.js';
import { useLanguage } from '../../../lib/i18n/language.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useCreateInvite, useInvites, useSignupMode } from '../api/platform.js';
import { platformTexts } from '../texts.js';
import { CopyValue } from './created-shop-panel.js';

/** One invite: when it was made, and whether a shop has used it. */
function InviteRow({ invite, format }: { invite: ShopInvite; format: (iso: string) => string }) {
  const t = useTexts(platformTexts);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <span className="text-sm text-ink-700">{t.inviteMade({ date: format(invite.createdAt) })}</span>
      <span className="text-sm font-semibold text-ink-950">
        {invite.usedAt === null ? t.inviteUnused : t.inviteUsed({ shop: invite.shop?.slug ?? '', date: format(invite.usedAt) })}
      </span>
    </li>
  );
}

/**
 * The invite codes a shop signs up with when the server's sign-up asks for one
 * (docs/decisions/0021-platform-operator.md#sign-up): a new code is shown once, then only its fate.
 */
export function InvitesSection() {
  const t = useTexts(platformTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const mode = useSignupMode();
  const asksForCodes = mode.data?.mode === 'invite';
  const invites = useInvites(asksForCodes);
  const create = useCreateInvite();
  const [code, setCode] = useState<string | null>(null);
  if (!asksForCodes) return null;
  const dateTime = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  const format = (iso: string) => dateTime.format(new Date(iso));
  const makeCode = () => {
    create.mutate(undefined, {
      onSuccess: (made) => {
        setCode(made.code);
      },
      onError: (error) => toast({ title: t.inviteFailed, description: errorText.describe(error, t.tryAgain), variant: 'destructive' }),
    });
  };
  return (
    <section aria-labelledby="invites-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="invites-heading" className="font-display text-2xl font-semibold text-ink-950">
            {t.invitesHeading}
          </h2>
          <p className="text-sm text-ink-500">{t.invitesLead}</p>
        </div>
        <Button type="button" onClick={makeCode} loading={create.isPending} loadingText={t.inviteMaking} className="w-full sm:w-auto">
          <Ticket aria-hidden="true" />
          {t.inviteNew}
        </Button>
      </div>
      {code !== null && (
        <Card className="flex flex-col gap-3 p-5">
          <CopyValue label={t.inviteCode} value={code} small />
          <p className="text-sm text-ink-500">{t.inviteOnce}</p>
        </Card>
      )}
      {invites.isPending ? (
        <Skeleton className="h-24 w-full" aria-label={t.loading} />
      ) : invites.isError ? (
        <EmptyState tone="error" icon={<TriangleAlert />} title={t.loadFailed} description={errorText.describe(invites.error, t.tryAgain)} />
      ) : invites.data.invites.length === 0 ? (
        <p className="text-sm text-ink-500">{t.noInvites}</p>
      ) : (
        <Card className="px-5">
          <ul className="divide-y divide-line">
            {invites.data.invites.map((invite) => (
              <InviteRow key={invite.id} invite={invite} format={format} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
