import webpush from 'web-push';
import { keepConfigValue } from '../data/app-config.js';
import type { Tx } from '../db/client.js';
import type { Env } from '../env.js';

/** The server's VAPID identity (RFC 8292): push services check every message against it. */
export interface VapidKeys {
  /** Base64url P-256 public key; browsers subscribe with it. */
  publicKey: string;
  /** Base64url private key; it signs each message and is never logged or sent anywhere. */
  privateKey: string;
  /** A mailto: or https: contact for the push services' operators. */
  subject: string;
}

const CONFIG_KEY = 'vapid_keys';

/**
 * Shown to push services when neither VAPID_SUBJECT nor an https PUBLIC_URL says who runs the
 * shop. Not localhost: Apple's push service refuses a subject on localhost.
 */
export const DEFAULT_VAPID_SUBJECT = 'mailto:webpush@chair.invalid';

/** VAPID_SUBJECT, else the shop's https address, else the placeholder. */
export function vapidSubject(env: Pick<Env, 'VAPID_SUBJECT' | 'PUBLIC_URL'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PUBLIC_URL?.startsWith('https:')) return new URL(env.PUBLIC_URL).origin;
  return DEFAULT_VAPID_SUBJECT;
}

function parseKeys(value: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const parsed = JSON.parse(value) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`app_config '${CONFIG_KEY}' does not hold a VAPID key pair`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The VAPID key pair, generated on first start and kept in the database, so every instance on one
 * PostgreSQL database signs with the same keys and every phone's subscription stays valid across
 * restarts. Both keys are one row: two instances starting together keep one whole pair.
 */
export async function loadVapidKeys(db: Tx, env: Pick<Env, 'VAPID_SUBJECT' | 'PUBLIC_URL'>): Promise<VapidKeys> {
  const value = await keepConfigValue(db, CONFIG_KEY, JSON.stringify(webpush.generateVAPIDKeys()));
  if (value === undefined) throw new Error('The VAPID keys could not be stored');
  return { ...parseKeys(value), subject: vapidSubject(env) };
}
