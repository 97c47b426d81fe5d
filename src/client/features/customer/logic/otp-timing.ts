import { OTP_TTL_MINUTES } from '../../../../shared/constants.js';

export const OTP_TTL_MS = OTP_TTL_MINUTES * 60_000;

/** A new code may be asked for this long after the last one (the server allows 3 in 10 minutes). */
export const RESEND_COOLDOWN_MS = 30_000;

/** Beyond this, the phone's clock and the server's disagree and the server's instant is not used. */
const CLOCK_SKEW_TOLERANCE_MS = 60_000;

/**
 * When the code stops working, on this device's clock. The server's `expiresAt` is used when the
 * two clocks agree; a cheap phone's clock is often minutes off, so otherwise the code's known
 * lifetime (5 minutes from the answer) is counted instead.
 */
export function codeDeadline(expiresAt: string, receivedAt: number): number {
  const serverDeadline = Date.parse(expiresAt);
  if (Number.isNaN(serverDeadline)) return receivedAt + OTP_TTL_MS;
  const remaining = serverDeadline - receivedAt;
  return Math.abs(remaining - OTP_TTL_MS) > CLOCK_SKEW_TOLERANCE_MS ? receivedAt + OTP_TTL_MS : serverDeadline;
}

/** '4:05' for the time left, never negative; whole seconds rounded up so 0:00 means expired. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
