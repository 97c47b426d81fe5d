import { useMemo } from 'react';
import { encode } from 'uqr';
import { cn } from '../../lib/cn.js';
import { qrPath } from '../../lib/qr-path.js';

/**
 * A QR code drawn here as one SVG path (no outside service), dark on whatever light card holds
 * it: the card's padding is its quiet zone. Medium error correction survives glare on a TV and a
 * crumpled photo of a phone.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const code = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 0 });
    return { path: qrPath(data), size };
  }, [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${code.size} ${code.size}`} shapeRendering="crispEdges" className={cn('block text-ink-950', className)}>
      <path d={code.path} fill="currentColor" />
    </svg>
  );
}
