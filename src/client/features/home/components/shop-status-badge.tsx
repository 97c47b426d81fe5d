import type { ShopStateKind } from '../../../../shared/domain/shop-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { StatusDot } from '../../../components/ui/status-dot.js';
import { cn } from '../../../lib/cn.js';
import { stateTone } from '../../../lib/use-shop-state.js';

const STYLES: Record<ShopStateKind, string> = {
  open: 'border-green-400/40 bg-green-400/10 text-green-200',
  opens_later: 'border-gold-400/40 bg-gold-400/10 text-gold-200',
  closed_today: 'border-red-400/40 bg-red-400/10 text-red-200',
  closed_by_shop: 'border-red-400/40 bg-red-400/10 text-red-200',
};

/**
 * OPEN with a green dot, OPENS 9:00 AM with an amber one, or CLOSED with a red one: the shop's
 * state (docs/decisions/0017-shop-state.md); the words say it too.
 */
export function ShopStatusBadge({ status }: { status: { kind: ShopStateKind; badge: string } | null }) {
  if (status === null) return <Skeleton rounded="full" tone="onDark" className="h-8 w-24" />;
  return (
    <span
      className={cn(
        'inline-flex h-8 items-center gap-2 rounded-full border px-3.5 text-xs font-bold tracking-[0.18em] [&:lang(hi)]:tracking-normal',
        STYLES[status.kind],
      )}
    >
      <StatusDot tone={stateTone(status.kind)} pulse={status.kind === 'open'} />
      {status.badge}
    </span>
  );
}
