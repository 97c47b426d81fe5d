import { BadgeCheck, Phone, UserRound } from 'lucide-react';
import type { Customer } from '../../../../shared/schemas/auth.js';
import { Badge } from '../../../components/ui/badge.js';
import { Card } from '../../../components/ui/card.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { displayPhone } from '../logic/login-phone.js';
import { customerTexts } from '../texts.js';
import { NameEditor } from './name-editor.js';

/** Up to two initials for the avatar; empty for a customer who has not given a name yet. */
function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Name (editable), phone and the 'WhatsApp Verified' badge (docs/product/screens.md). */
export function ProfileCard({ customer }: { customer: Customer }) {
  const t = useTexts(customerTexts);
  return (
    <Card className="overflow-hidden">
      <div className="h-16 bg-ink-950 bg-[radial-gradient(circle_at_85%_-20%,rgb(214_177_94/0.35),transparent_60%)]" />
      <div className="flex flex-col gap-4 px-5 pb-6 sm:px-6">
        <span
          aria-hidden="true"
          className="-mt-9 flex size-18 items-center justify-center rounded-full border-4 border-white bg-gold-400 font-display text-2xl font-semibold text-ink-950 shadow-md"
        >
          {initials(customer.name) || <UserRound className="size-8" />}
        </span>
        <div className="flex flex-col gap-3">
          <NameEditor customerId={customer.id} name={customer.name} />
          <p className="flex items-center gap-2 text-base text-ink-700">
            <Phone aria-hidden="true" className="size-4 text-ink-500" />
            <span className="sr-only">{t.phonePrefix}</span>
            <span className="tabular-nums">{displayPhone(customer.phone)}</span>
          </p>
          <Badge tone="success" size="tall" className="self-start">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t.whatsappVerified}
          </Badge>
        </div>
      </div>
    </Card>
  );
}
