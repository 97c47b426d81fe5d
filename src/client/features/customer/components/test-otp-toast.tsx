import { toast } from '../../../components/ui/use-toast.js';
import type { Translation } from '../../../lib/i18n/catalogue.js';
import type { LoginTexts } from '../texts-login.js';

/** docs/product/booking-rules.md#business-constants-and-limits: the test code stays on screen for 10 s. */
const TEST_OTP_TOAST_MS = 10_000;

/** Stands for the code in the sentence around it. */
const CODE_MARK = '\u0000';

/**
 * Echo mode (docs/product/roles.md): no WhatsApp sender is set up, so the server hands the code back and it
 * is shown here instead of arriving on the phone.
 */
export function showTestOtp(otp: string, t: Pick<Translation<LoginTexts>, 'testOtp' | 'yourCodeIs'>): void {
  // The code sits where each language's sentence puts it, in bold.
  const [before, after] = t.yourCodeIs({ code: CODE_MARK }).split(CODE_MARK);
  toast({
    title: t.testOtp,
    description: (
      <>
        {before}
        <strong className="font-semibold tracking-[0.2em] tabular-nums">{otp}</strong>
        {after}
      </>
    ),
    duration: TEST_OTP_TOAST_MS,
  });
}
