import { BarbersSection } from './components/barbers-section.js';
import { HeroSection } from './components/hero-section.js';
import { ServicesSection } from './components/services-section.js';
import { TrackSection } from './components/track-section.js';

/**
 * `/` (docs/product/screens.md Home page): the hero, the barbers with their live waits, the service menu and the
 * tracking form. Each section has its anchor (`#barbers`, `#services`, `#track`) for the shell's links.
 */
export function HomePage() {
  return (
    <div className="flex flex-col">
      <HeroSection />
      <BarbersSection />
      <ServicesSection />
      <TrackSection />
    </div>
  );
}
