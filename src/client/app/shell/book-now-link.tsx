import { Link } from 'wouter';
import { StatusDot } from '../../components/ui/status-dot.js';
import { useShopSettings } from '../../lib/queries/shop-settings.js';
import { usePrefetchOnIntent } from './use-prefetch.js';

/** The shop's open dot for a Book Now link: green with its words when open, nothing otherwise (spec §2). */
export function OpenDot({ className }: { className?: string }) {
  const { data } = useShopSettings();
  if (!data?.isOpen) return null;
  return <StatusDot tone="success" label="(shop open)" {...(className !== undefined && { className })} />;
}

/**
 * A Book Now link (header, menu): prefetches barbers, services and the booking page's code when a
 * pointer or finger reaches it.
 */
export function BookNowLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const prefetch = usePrefetchOnIntent('booking');
  return (
    <Link href="/booking" className={className} onClick={onClick} {...prefetch}>
      Book Now
      <OpenDot />
    </Link>
  );
}
