import { Baby, createLucideIcon, Flower2, Hand, Palette, Scissors, ShowerHead, Sparkles, Wind, type LucideIcon } from 'lucide-react';
import { serviceIconOf, type ServiceIcon as ServiceIconKey } from '../../shared/service-icons.js';

// Lucide has no razor, beard, comb or barber pole: these are drawn on its 24-pixel grid, in its stroke.
const Razor = createLucideIcon('razor', [
  ['rect', { x: '3', y: '3', width: '18', height: '5', rx: '1.5' }],
  ['path', { d: 'M12 8v2' }],
  ['rect', { x: '10', y: '10', width: '4', height: '11', rx: '2' }],
]);
const Beard = createLucideIcon('beard', [
  ['path', { d: 'M6 10V8a6 6 0 0 1 12 0v2' }],
  ['path', { d: 'M6 10c0 7 3 12 6 12s6-5 6-12c-1.5 0-2.5 3-4.5 3h-3C8.5 13 7.5 10 6 10Z' }],
  ['path', { d: 'M10.5 17h3' }],
]);
const Comb = createLucideIcon('comb', [
  ['path', { d: 'M3 9V5.5A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5V9Z' }],
  ['path', { d: 'M5 9v11' }],
  ['path', { d: 'M8.5 9v11' }],
  ['path', { d: 'M12 9v11' }],
  ['path', { d: 'M15.5 9v11' }],
  ['path', { d: 'M19 9v11' }],
]);
const BarberPole = createLucideIcon('barber-pole', [
  ['path', { d: 'M9 2h6' }],
  ['path', { d: 'M9 22h6' }],
  ['rect', { x: '8', y: '4', width: '8', height: '16', rx: '2' }],
  ['path', { d: 'm8 10 8-4' }],
  ['path', { d: 'm8 15 8-4' }],
  ['path', { d: 'm9 19.5 7-3.5' }],
]);

const ICONS: Record<ServiceIconKey, LucideIcon> = {
  scissors: Scissors,
  razor: Razor,
  beard: Beard,
  comb: Comb,
  pole: BarberPole,
  dryer: Wind,
  colour: Palette,
  wash: ShowerHead,
  massage: Hand,
  facial: Sparkles,
  spa: Flower2,
  kids: Baby,
};

/**
 * A service's icon as an SVG, the same on every phone. `icon` is the stored value: a key, or an
 * emoji kept from before icons were keys (drawn as its key, else the scissors). Decorative: the
 * service's name says what it is.
 */
export function ServiceIcon({ icon, className }: { icon: string; className?: string }) {
  const key = serviceIconOf(icon);
  const Icon = ICONS[key];
  return <Icon aria-hidden="true" focusable="false" data-icon={key} className={className} />;
}
