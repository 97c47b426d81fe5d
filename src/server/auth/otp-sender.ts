import type { Env } from '../env.js';
import { whatsAppCredentials } from '../whatsapp.js';

/** Delivers a one-time code to a customer's phone (DESIGN §4). */
export interface OtpSender {
  readonly kind: 'echo' | 'whatsapp';
  /** `phone10` is the normalised 10-digit Indian number, without a prefix. */
  send(phone10: string, code: string): Promise<void>;
}

/** Delivery failed. The message names the cause but never the code or the access token. */
export class OtpDeliveryError extends Error {
  override readonly name = 'OtpDeliveryError';
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Sends nothing: the login route returns the code in its response instead (demo shops). */
export function createEchoSender(): OtpSender {
  return { kind: 'echo', send: () => Promise.resolve() };
}

export interface WhatsAppConfig {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  templateName: string;
  templateLanguage: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The provider's own error code, which is safe to log (unlike its message, which may quote input). */
async function providerErrorCode(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; error_subcode?: unknown } };
    const { code, error_subcode: subcode } = body.error ?? {};
    if (typeof code !== 'number') return '';
    return typeof subcode === 'number' ? ` (error ${code}/${subcode})` : ` (error ${code})`;
  } catch {
    return '';
  }
}

/**
 * Sends the code with a WhatsApp Cloud API authentication template: the code fills the body
 * parameter and the copy-code button, as Meta requires for that template category.
 */
export function createWhatsAppSender(config: WhatsAppConfig): OtpSender {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const timeoutMs = config.timeoutMs ?? 10_000;

  return {
    kind: 'whatsapp',
    async send(phone10, code) {
      if (!/^[0-9]{10}$/.test(phone10)) throw new OtpDeliveryError('phone number must be 10 digits');
      const body = {
        messaging_product: 'whatsapp',
        to: `91${phone10}`,
        type: 'template',
        template: {
          name: config.templateName,
          language: { code: config.templateLanguage },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Only the error's kind: a wrapped message could carry the request.
        const kind = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not connect';
        throw new OtpDeliveryError(`WhatsApp API request ${kind}`);
      }
      if (!response.ok) {
        throw new OtpDeliveryError(
          `WhatsApp API answered ${response.status}${await providerErrorCode(response)}`,
          response.status,
        );
      }
      await response.body?.cancel();
    },
  };
}

export type OtpSenderEnv = Pick<
  Env,
  | 'OTP_SENDER'
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_TEMPLATE_NAME'
  | 'WHATSAPP_TEMPLATE_LANGUAGE'
>;

/**
 * Chooses the sender: OTP_SENDER when set; otherwise WhatsApp when it is configured, else echo.
 * Asking for WhatsApp without its credentials is a configuration error, not a silent echo.
 */
export function selectOtpSender(env: OtpSenderEnv): OtpSender {
  const credentials = whatsAppCredentials(env, { name: 'OTP_SENDER', value: env.OTP_SENDER });
  if (!credentials) return createEchoSender();
  return createWhatsAppSender({
    apiUrl: env.WHATSAPP_API_URL,
    ...credentials,
    templateName: env.WHATSAPP_TEMPLATE_NAME,
    templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
  });
}
