import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useNow } from '../../../lib/use-now.js';
import { formatCountdown } from '../logic/otp-timing.js';
import { loginTexts } from '../texts-login.js';

export interface ResendButtonProps {
  /** When a new code may be asked for (epoch ms on this device). */
  availableAt: number;
  pending: boolean;
  onResend: () => void;
}

/** Resend OTP, held back a moment after each send so a slow WhatsApp message is not chased by a second code. */
export function ResendButton({ availableAt, pending, onResend }: ResendButtonProps) {
  const t = useTexts(loginTexts);
  const now = useNow(1_000);
  const wait = availableAt - now;
  const waiting = wait > 0;
  return (
    <div className="flex flex-col items-center gap-0.5">
      <Button
        variant="ghost"
        className="text-bronze-700"
        disabled={waiting}
        loading={pending}
        loadingText={t.sending}
        aria-describedby={waiting ? 'resend-wait' : undefined}
        onClick={onResend}
      >
        <RotateCw aria-hidden="true" />
        {t.resendOtp}
      </Button>
      {waiting && (
        <span id="resend-wait" className="text-xs text-ink-500 tabular-nums">
          {t.availableIn({ time: formatCountdown(wait) })}
        </span>
      )}
    </div>
  );
}
