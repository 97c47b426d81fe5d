import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every environment variable the server reads, checked once at boot (documented in .env.example). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Readable lines or JSON; unset: readable on an interactive terminal, JSON otherwise. */
  LOG_FORMAT: optional.pipe(z.enum(['json', 'pretty']).optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Key for one-time-code HMACs; generated and kept in DATA_DIR when unset. */
  SECRET_KEY: optional.pipe(z.string().min(32).optional()),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: optional.pipe(z.string().min(10).optional()),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Set when the app is reached over https, so cookies are marked Secure. */
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Bookings a client address may make in an hour without a staff session (a shop's Wi-Fi is one address). */
  BOOKINGS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Bookings one phone number may be given in an hour without a staff session. */
  BOOKINGS_PER_HOUR_PER_PHONE: z.coerce.number().int().min(1).default(6),
  /** Different phones one client address may look up (track, check-phone) in 10 minutes, so numbers cannot be swept. */
  LOOKUP_PHONES_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Open websockets one client address may hold; a shop's Wi-Fi is one address for every phone in it. */
  WS_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(50),
  /**
   * Connections (websockets too) served at once; one more is answered 503. Default: the process's
   * open-file limit less a reserve for the database and files (docs/decisions/0013-timeouts-and-connection-cap.md).
   */
  MAX_CONNECTIONS: optional.pipe(z.coerce.number<string | undefined>().int().min(1).optional()),
  OTP_SENDER: z.enum(['echo', 'whatsapp']).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_ACCESS_TOKEN: optional,
  /**
   * The Meta app's secret: the WhatsApp webhook accepts only messages signed with it
   * (docs/product/messages.md#replies-on-whatsapp). With WHATSAPP_VERIFY_TOKEN, it turns the webhook on.
   */
  WHATSAPP_APP_SECRET: optional,
  /** What Meta's webhook verification must present, as set in the app's webhook settings. */
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_TEMPLATE_NAME: z.string().default('login_code'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  /** How customers get messages about their booking (docs/product/messages.md): WhatsApp when configured, else shown to the admin only. */
  MESSAGE_CHANNEL: z.enum(['echo', 'whatsapp']).optional(),
  /** Each message kind's WhatsApp template is named this plus the kind, e.g. chair_turn_near. */
  WHATSAPP_MESSAGE_TEMPLATE_PREFIX: z.string().default('chair_'),
  /**
   * Whether the message templates name the shop in a text header (docs/product/messages.md): `on`
   * needs templates registered with a `{{1}}` header; `off` sends the body alone, for templates
   * registered without one (a header they do not have makes the Cloud API refuse the message).
   */
  WHATSAPP_TEMPLATE_SHOP_HEADER: optional.pipe(z.enum(['on', 'off']).default('off')),
  /**
   * `on`: the templates of a turn coming (turn_near, moved_earlier, running_late) were registered
   * with three quick-reply buttons, and each message gives them what a tap does
   * (docs/product/messages.md#replies-on-whatsapp); `off`: they have none, and none is sent.
   */
  WHATSAPP_TEMPLATE_REPLY_BUTTONS: optional.pipe(z.enum(['on', 'off']).default('off')),
  /**
   * How long a worker's claim on a message lasts unrenewed; the worker renews it every third of it
   * while it works on the message. After it, another instance takes the message over.
   */
  MESSAGE_LEASE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /**
   * The shop the bare paths serve when the host names none (docs/decisions/0020-shop-routing.md):
   * a slug, `main` (shop 1 of every install) by default; empty for a platform whose own host has no shop.
   */
  HOME_SHOP: z
    .string()
    .trim()
    .default('main')
    .pipe(z.union([z.literal(''), z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'a shop slug')])),
  /** The platform's own domain: `{slug}.{PLATFORM_DOMAIN}` serves that shop at the bare paths. */
  PLATFORM_DOMAIN: optional.pipe(z.string().regex(/^[a-z0-9.-]+$/, 'a lowercase host name').optional()),
  /**
   * Whether a new shop may sign itself up at /signup (docs/decisions/0021-platform-operator.md#sign-up):
   * `off`, with an operator's invite code (`invite`), or by anyone (`open`).
   */
  SIGNUP: z.enum(['off', 'invite', 'open']).default('off'),
  /**
   * Whether a shop's booking page may suggest another owner's listed shop within 3 km that would
   * start the walk-in 20 minutes earlier (docs/product/shop-list.md#shorter-wait-nearby): `off`, or
   * `on`. A branch of the same owner is suggested either way.
   */
  NEARBY_SUGGESTIONS: z.enum(['off', 'on']).default('off'),
  /**
   * Server processes on this machine, sharing the port (docs/decisions/0022-server-processes.md):
   * one per core the database leaves free. More than one needs PostgreSQL.
   */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Connections each server process keeps to PostgreSQL for statements and transactions (one more
   * listens). docs/decisions/0022-server-processes.md says how many.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  /** Shops whose live state one instance keeps in memory at once; the least recently used idle one goes first. */
  SHOPS_IN_MEMORY: z.coerce.number().int().min(1).default(1000),
  /** The address customers reach the shop's site at, for links in messages (e.g. https://chair.example.in). */
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Who push services may contact about this server's notifications (the VAPID subject): a mailto:
   * address or an https: URL. Default: PUBLIC_URL when it is https, else a placeholder address.
   */
  /**
   * Hosts, with their subdomains, that a Web Push endpoint may be at: the browsers' push services.
   * The server posts each message to the endpoint a phone gives it, so no other address is taken.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  VAPID_SUBJECT: optional.pipe(z.url({ protocol: /^(mailto|https)$/ }).optional()),
});

export type Env = z.infer<typeof envSchema>;

/** Reads `.env` from the working directory into process.env when there is one (values already set win). */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Parses the environment; a bad value stops the server with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (result.data.SERVER_PROCESSES > 1 && result.data.DATABASE_URL === undefined) {
    throw new Error('Invalid environment:\n  SERVER_PROCESSES: more than one process needs DATABASE_URL; the embedded database belongs to one process');
  }
  return result.data;
}
