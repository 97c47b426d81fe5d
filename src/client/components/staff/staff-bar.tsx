import type { ReactNode } from 'react';
import { Container } from '../ui/page.js';

export interface StaffBarProps {
  /** The round badge's icon (lucide, sized here); hidden on phones. */
  icon: ReactNode;
  /** The small gold line above the title: whose screen this is. */
  eyebrow: ReactNode;
  title: ReactNode;
  /** Who is signed in. */
  subtitle: ReactNode;
  /** The buttons on the right (view site, language, Logout). */
  actions: ReactNode;
}

/** The dark bar atop a staff screen (the admin's dashboard, the platform's console), in place of the site header. */
export function StaffBar({ icon, eyebrow, title, subtitle, actions }: StaffBarProps) {
  return (
    <header className="bg-charcoal text-white">
      <Container className="flex items-center justify-between gap-3 py-4 sm:py-5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="hidden size-11 shrink-0 items-center justify-center rounded-full border border-gold-400/60 bg-ink-900 text-gold-300 sm:flex"
          >
            {icon}
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.2em] text-balance text-gold-300 [overflow-wrap:anywhere] [&:lang(hi)]:text-xs [&:lang(hi)]:tracking-normal">
              {eyebrow}
            </p>
            <h1 className="font-display text-xl font-semibold leading-tight sm:text-2xl">{title}</h1>
            <p className="truncate text-sm text-ink-200">{subtitle}</p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">{actions}</div>
      </Container>
    </header>
  );
}
