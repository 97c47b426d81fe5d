import { LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { SessionUser } from '../../../../shared/schemas/auth.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Button } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/page.js';
import { StatusDot } from '../../../components/ui/status-dot.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useSocketActions, useSocketStatus } from '../../../lib/socket/use-socket.js';
import { useStaffOnline } from '../../../lib/staff-online/staff-online-context.js';
import { barberTexts } from '../texts.js';
import { inShop } from '../../../lib/shop-base.js';

type SessionBarber = NonNullable<SessionUser['barber']>;

/** The barber's photo, or their initials when there is none or it fails to load. */
function Avatar({ barber }: { barber: SessionBarber }) {
  const [failed, setFailed] = useState(false);
  const initials = barber.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  const frame = 'size-10 shrink-0 rounded-full ring-2 ring-gold-400/60';
  if (!barber.photo || failed) {
    return (
      <span aria-hidden="true" className={`${frame} flex items-center justify-center bg-ink-800 font-display text-sm font-semibold text-gold-300`}>
        {initials}
      </span>
    );
  }
  return (
    <img
      src={inShop(barber.photo)}
      alt=""
      width={40}
      height={40}
      onError={() => {
        setFailed(true);
      }}
      className={`${frame} bg-ink-800 object-cover`}
    />
  );
}

/** docs/product/screens.md My Bookings' Live/Offline, here for the barber; offline it reconnects on a tap. */
function LiveIndicator() {
  const t = useTexts(barberTexts);
  const status = useSocketStatus();
  const { refreshAll } = useSocketActions();
  // A socket can look open for a while after the network is gone: the device's own word counts too.
  const { online } = useStaffOnline();
  // One polite region for both states, so a lost or regained connection is read out.
  return (
    <div role="status" className="shrink-0">
      {status === 'connected' && online ? (
        <span className="inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-full border border-white/15 px-3 text-xs font-semibold text-white max-sm:px-0">
          <StatusDot tone="success" pulse />
          {/* The dot alone on a phone, where the barber's name needs the room. */}
          <span className="max-sm:sr-only">{t.live}</span>
        </span>
      ) : (
        <button
          type="button"
          onClick={refreshAll}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-red-300/40 bg-red-800 px-3 text-xs font-semibold text-white transition-colors hover:bg-red-700"
        >
          <StatusDot tone="danger" />
          {t.offline}
          <RefreshCw className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t.reconnectNow}</span>
        </button>
      )}
    </div>
  );
}

/** The dashboard's own compact bar (the site header is hidden on dashboards, docs/product/screens.md). */
export function DashboardTopBar({ barber, onLogout, loggingOut }: { barber: SessionBarber; onLogout: () => void; loggingOut: boolean }) {
  const t = useTexts(barberTexts);
  return (
    <header className="bg-charcoal sticky top-0 z-30 border-b border-white/10 text-white">
      <Container className="flex h-16 items-center gap-3">
        <Avatar barber={barber} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {/* The barber's own name is never cut: it may take two lines. */}
          <h1 className="font-display text-base leading-[1.15] font-semibold text-balance [overflow-wrap:anywhere] sm:text-lg">{barber.name}</h1>
          <p className="truncate text-[0.625rem] font-semibold uppercase tracking-[0.25em] text-gold-300 [&:lang(hi)]:text-xs [&:lang(hi)]:tracking-normal">{t.barber}</p>
        </div>
        <LiveIndicator />
        <LanguageSwitcher compact className="text-ink-200 hover:text-white" />
        <Button variant="ghost" onClick={onLogout} disabled={loggingOut} size="snug" className="text-ink-200 hover:text-white">
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t.logout}</span>
        </Button>
      </Container>
    </header>
  );
}
