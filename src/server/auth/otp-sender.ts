import type { Env } from '../env.js';
import { whatsAppCredentials, whatsAppTemplateSender, WhatsAppUnreachable, type WhatsAppAnswer, type WhatsAppEndpoint } from '../whatsapp.js';

/** Delivers a one-time code to a customer's phone (docs/product/roles.md). */
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

export interface WhatsAppConfig extends WhatsAppEndpoint {
  templateName: string;
  templateLanguage: string;
}

/**
 * Sends the code with a WhatsApp Cloud API authentication template: the code fills the body
 * parameter and the copy-code button, as Meta requires for that template category.
 */
export function createWhatsAppSender(config: WhatsAppConfig): OtpSender {
  const send = whatsAppTemplateSender(config);
  return {
    kind: 'whatsapp',
    async send(phone10, code) {
      if (!/^[0-9]{10}$/.test(phone10)) throw new OtpDeliveryError('phone number must be 10 digits');
      let answer: WhatsAppAnswer;
      try {
        answer = await send(phone10, null, {
          name: config.templateName,
          language: config.templateLanguage,
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        });
      } catch (error) {
        if (error instanceof WhatsAppUnreachable) throw new OtpDeliveryError(error.message);
        throw error;
      }
      if (!answer.ok) {
        const code = answer.code === undefined ? '' : ` (error ${answer.code}${answer.subcode === undefined ? '' : `/${answer.subcode}`})`;
        throw new OtpDeliveryError(`WhatsApp API answered ${answer.status}${code}`, answer.status);
      }
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
