import { OtpDeliveryError, type OtpSender } from '../../../src/server/auth/otp-sender.js';

export type OtpMode = 'echo' | 'delivered' | 'failing';

/**
 * A one-time-code sender tests steer. `echo` is the demo mode (the code comes back in the
 * send-otp answer and the app shows it); `delivered` acts like WhatsApp (the answer carries no
 * code; read it from `lastCode`); `failing` makes delivery fail (502 OTP_DELIVERY_FAILED).
 */
export class TestOtpSender implements OtpSender {
  mode: OtpMode = 'echo';
  private readonly codes = new Map<string, string>();

  /** The app reads `kind` on every request, so switching `mode` takes effect at once. */
  get kind(): 'echo' | 'whatsapp' {
    return this.mode === 'echo' ? 'echo' : 'whatsapp';
  }

  send(phone10: string, code: string): Promise<void> {
    if (this.mode === 'failing') return Promise.reject(new OtpDeliveryError('test sender refused to deliver', 503));
    this.codes.set(phone10, code);
    return Promise.resolve();
  }

  /** The last code sent to a 10-digit phone number. */
  lastCode(phone10: string): string {
    const code = this.codes.get(phone10);
    if (!code) throw new Error(`no code was sent to ${phone10}`);
    return code;
  }
}
