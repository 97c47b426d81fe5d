import { StatusDot } from '../../../components/ui/status-dot.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';

/** Green dot and 'Available', or red dot and 'Unavailable' (docs/product/screens.md): the word is the signal, the dot its colour. */
export function Availability({ isAvailable }: { isAvailable: boolean }) {
  const t = useTexts(homeTexts);
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium text-ink-700">
      <StatusDot tone={isAvailable ? 'success' : 'danger'} />
      {isAvailable ? t.available : t.unavailable}
    </span>
  );
}

/** While the shop is closed: its state with a grey dot, in the place of Available (docs/decisions/0017-shop-state.md). */
export function ShopClosed({ text }: { text: string }) {
  return (
    <span className="inline-flex items-start gap-2 text-sm font-medium text-ink-700">
      <StatusDot tone="neutral" className="mt-[0.3rem]" />
      {text}
    </span>
  );
}
