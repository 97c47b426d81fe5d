import type { Env } from './env.js';

export interface WhatsAppCredentials {
  phoneNumberId: string;
  accessToken: string;
}

/**
 * The WhatsApp Cloud API credentials for a sender whose mode `setting` chose, or null for the echo
 * mode. Unset, the mode is WhatsApp when both credentials are set, else echo; WhatsApp without them
 * is a configuration error that stops the server at start, naming what is missing.
 */
export function whatsAppCredentials(
  env: Pick<Env, 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_ACCESS_TOKEN'>,
  setting: { name: string; value: 'whatsapp' | 'echo' | undefined },
): WhatsAppCredentials | null {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  const accessToken = env.WHATSAPP_ACCESS_TOKEN;
  const mode = setting.value ?? (phoneNumberId && accessToken ? 'whatsapp' : 'echo');
  if (mode === 'echo') return null;
  if (!phoneNumberId || !accessToken) {
    const missing = [!phoneNumberId && 'WHATSAPP_PHONE_NUMBER_ID', !accessToken && 'WHATSAPP_ACCESS_TOKEN'].filter(Boolean);
    throw new Error(`${setting.name}=whatsapp needs ${missing.join(' and ')} to be set`);
  }
  return { phoneNumberId, accessToken };
}
