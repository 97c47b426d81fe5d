import { toast } from '../../../components/ui/use-toast.js';

/** Spec §9: the test code stays on screen for 10 s. */
const TEST_OTP_TOAST_MS = 10_000;

/**
 * Echo mode (DESIGN §4): no WhatsApp sender is set up, so the server hands the code back and it
 * is shown here instead of arriving on the phone.
 */
export function showTestOtp(otp: string): void {
  toast({
    title: 'Test OTP',
    description: (
      <>
        Your code is <strong className="font-semibold tracking-[0.2em] tabular-nums">{otp}</strong>
      </>
    ),
    duration: TEST_OTP_TOAST_MS,
  });
}
