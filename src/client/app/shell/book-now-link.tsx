import { Link } from 'wouter';
import { StatusDot } from '../../components/ui/status-dot.js';
import { useTexts } from '../../lib/i18n/use-texts.js';
import { useShopState } from '../../lib/use-shop-state.js';
import { shellTexts } from './texts.js';
import { usePrefetchOnIntent } from './use-prefetch.js';

/** Whether the shop is open right now, by its state (docs/decisions/0017-shop-state.md); false while settings load. */
export function useShopOpen(): boolean {
  return useShopState()?.state.kind === 'open';
}

/**
 * The shop's open dot for a Book Now link: green, with '(shop open)' for screen readers, while
 * open; nothing otherwise (docs/product/screens.md). `silent` leaves the words to an <OpenNote> placed after the
 * link's label, for layouts where the dot comes first.
 */
export function OpenDot({ className, silent = false }: { className?: string; silent?: boolean }) {
  const t = useTexts(shellTexts);
  const open = useShopOpen();
  if (!open) return null;
  return <StatusDot tone="success" label={silent ? undefined : t.shopOpen} className={className} />;
}

/** The words of a silent OpenDot, read after the link's label. */
export function OpenNote() {
  const t = useTexts(shellTexts);
  const open = useShopOpen();
  return open ? <span className="sr-only"> {t.shopOpen}</span> : null;
}

/**
 * A Book Now link (header, menu): prefetches barbers, services and the booking page's code when a
 * pointer or finger reaches it.
 */
export function BookNowLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const t = useTexts(shellTexts);
  const prefetch = usePrefetchOnIntent('booking');
  return (
    <Link href="/booking" className={className} onClick={onClick} {...prefetch}>
      {t.bookNow}
      {/* 2 px more than the button's gap keeps the dot clear of the label's last letter. */}
      <OpenDot className="ml-0.5" />
    </Link>
  );
}
